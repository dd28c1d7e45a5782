# pipecheck finding: property acc-single-buffer fails
# contract: Acc matmul results with disjoint lifetimes use one buffer without pipeline_double_buffer_c, exactly two with it
# expect: fails acc-single-buffer
# params: s0=-3..3 s1=-3..3 s2=-3..3
# first failing snapshot: memory_reuse
# message: kernel_0: the double-buffered (dbC) Acc matmul results use 3 buffer(s), not exactly 2 (both stage parities are present)
# witness:
#   mem_acc_22: c_2, c_2; mem_acc_24: c_2; mem_acc_5: acc_1, acc_1, acc_1
# generator seed: 7003578
# reduced: 48 -> 12 statements
# replay: pipecheck check --property acc-single-buffer /tmp/tri/c7/acc-single-buffer-2.py
# reduce: pipecheck reduce /tmp/tri/c7/acc-single-buffer-2.py --property acc-single-buffer
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[48, 128], pl.FP32], x_1: pl.Tensor[[32, 128], pl.BF16], x_2: pl.Tensor[[64, 76], pl.BF16], s0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], s2: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> tuple[pl.Tensor[[32, 256], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [32, 32], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 16], target_memory=pl.Mem.Acc)
        for i in pl.pipeline(3, stage=3, attrs={"pipeline_double_buffer_c": True}):
            m_2: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [16, i * 16 - 48], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(m_2, target_memory=pl.Mem.Left)
            m_3: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [32, 16], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.extract(m_3, 0, 0, [16, 16], target_memory=pl.Mem.Right)
            c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            m_4: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [i - 3, i + i + 24], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            lft_1: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m_4, 0, 0, [16, 16], target_memory=pl.Mem.Left)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft_1, rgt)
        return out, pl.min(s0 * 5 % 44, s0 * 5 % 44), s2 * 2 % 68
