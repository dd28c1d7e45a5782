# pipecheck finding: property acc-single-buffer fails
# contract: Acc matmul results with disjoint lifetimes use one buffer without pipeline_double_buffer_c, exactly two with it
# expect: fails acc-single-buffer
# params: n0=5..17 n2=3..8 s1=-3..3
# first failing snapshot: memory_reuse
# message: kernel_0: the double-buffered (dbC) Acc matmul results use 4 buffer(s), not exactly 2 (both stage parities are present)
# witness:
#   mem_acc_10: acc_4; mem_acc_11: acc_4; mem_acc_13: acc_4; mem_acc_14: acc_4
# generator seed: 7000042
# reduced: 51 -> 9 statements
# replay: pipecheck check --property acc-single-buffer /tmp/tri/c7/acc-single-buffer-1.py
# reduce: pipecheck reduce /tmp/tri/c7/acc-single-buffer-1.py --property acc-single-buffer
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[32, 24], pl.FP32], x_1: pl.Tensor[[64, 201], pl.FP32], x_2: pl.Tensor[[59, 131], pl.FP32], n0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], n2: pl.Scalar[pl.INDEX], out: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        m: pl.Tile[[32, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 16], [32, 8], [32, 8], target_memory=pl.Mem.Mat)
        for i in pl.pipeline(2, stage=2):
            m_2: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_2, [n0 - 4, 12], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 8], pl.FP32, pl.Mem.Left] = pl.tile.move(m_2, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[8, 8], pl.FP32, pl.Mem.Right] = pl.tile.extract(m_2, 8, 0, [8, 8], target_memory=pl.Mem.Right)
            for j_1 in pl.pipeline(2, stage=2, attrs={"pipeline_double_buffer_c": True}):
                c_2: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 8], target_memory=pl.Mem.Acc)
                acc_4: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, lft, rgt)
        return out
