# pipecheck finding: property acc-single-buffer fails
# contract: Acc matmul results with disjoint lifetimes use one buffer without pipeline_double_buffer_c, exactly two with it
# expect: fails acc-single-buffer
# params: n0=3..7 n1=5..21 s2=-3..3 s3=-3..3
# first failing snapshot: memory_reuse
# message: kernel_0: the double-buffered (dbC) Acc matmul results use 8 buffer(s), not exactly 2 (both stage parities are present)
# witness:
#   mem_acc_12: c; mem_acc_16: c; mem_acc_20: c; mem_acc_24: c; mem_acc_28: c; mem_acc_32: c; mem_acc_36: c; mem_acc_8: c
# generator seed: 7004709
# reduced: 44 -> 7 statements
# replay: pipecheck check --property acc-single-buffer /tmp/tri/c7/acc-single-buffer-3.py
# reduce: pipecheck reduce /tmp/tri/c7/acc-single-buffer-3.py --property acc-single-buffer
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[46, 16], pl.FP32], x_1: pl.Tensor[[8, 16], pl.BF16], x_2: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]], out_1: pl.InOut[pl.Tensor[[1, 8], pl.FP32]]) -> tuple[pl.Tensor[[1, 8], pl.FP32], pl.Tensor[[1, 8], pl.FP32]]:
        for i in pl.pipeline(8, stage=8, attrs={"pipeline_double_buffer_c": True}):
            for j in pl.pipeline(0, stage=1):
                m: pl.Tile[[8, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
                lft: pl.Tile[[8, 8], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m, 0, 8, [8, 8], target_memory=pl.Mem.Left)
                rgt: pl.Tile[[8, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
                c: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
        return out, out_1
