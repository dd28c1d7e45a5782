# pipecheck finding: property acc-single-buffer fails
# contract: Acc matmul results with disjoint lifetimes use one buffer without pipeline_double_buffer_c, exactly two with it
# expect: fails acc-single-buffer
# params: s0=-3..3
# input seed: 17001471
# first failing snapshot: memory_reuse
# message: kernel_0: the double-buffered (dbC) Acc matmul results use 4 buffer(s), not exactly 2 (both stage parities are present)
# witness:
#   mem_acc_29: c_1, c_1, c_1; mem_acc_31: c_1; mem_acc_32: c_1, c_1, c_1; mem_acc_34: c_1
# generator seed: 17001471
# reduced: 35 -> 9 statements
# replay: pipecheck check --property acc-single-buffer --backend 910B --planner pypto --ordered-bounds /work/soak/c17/acc-single-buffer-1.py
# reduce: pipecheck reduce /work/soak/c17/acc-single-buffer-1.py --property acc-single-buffer --backend 910B --planner pypto --ordered-bounds
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[32, 24], pl.FP32], x_1: pl.Tensor[[164, 201], pl.BF16], x_2: pl.Tensor[[68, 69], pl.FP16], s0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]], out_1: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> tuple[pl.Tensor[[4, 8], pl.FP32], pl.Tensor[[4, 8], pl.FP32], pl.Scalar[pl.INDEX]]:
        for j in pl.pipeline(8, stage=8, attrs={"pipeline_double_buffer_c": True}):
            m: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [16, 16], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            c: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 8, 0, [8, 8], target_memory=pl.Mem.Acc)
            m_1: pl.Tile[[8, 8], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [j + 100 - 8, 112], [8, 8], [8, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[8, 8], pl.BF16, pl.Mem.Left] = pl.tile.move(m_1, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[8, 8], pl.BF16, pl.Mem.Right] = pl.tile.extract(m_1, 0, 0, [8, 8], target_memory=pl.Mem.Right)
            c_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            acc_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft, rgt)
        return out, out_1, pl.const(9, pl.INDEX) % pl.const(41, pl.INDEX)
