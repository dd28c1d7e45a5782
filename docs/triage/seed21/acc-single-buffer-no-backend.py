# pipecheck finding: property acc-single-buffer fails
# contract: Acc matmul results with disjoint lifetimes use one buffer without pipeline_double_buffer_c, exactly two with it
# expect: fails acc-single-buffer
# params: none
# first failing snapshot: memory_reuse
# message: kernel_0: the double-buffered (dbC) Acc matmul results use 1 buffer(s), not exactly 2 (both stage parities are present)
# witness:
#   mem_acc_8: c_1, c_1
# generator seed: 21001590
# reduced: 26 -> 6 statements
# replay: pipecheck check --property acc-single-buffer --backend none --ordered-bounds /tmp/fc21/acc-single-buffer-2.py
# reduce: pipecheck reduce /tmp/fc21/acc-single-buffer-2.py --property acc-single-buffer --backend none --ordered-bounds
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[44, 64], pl.BF16], x_1: pl.Tensor[[32, 32], pl.FP32], x_2: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        for i in pl.pipeline(2, stage=2, attrs={"pipeline_double_buffer_c": True}):
            m_1: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(m_1, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(m_1, target_memory=pl.Mem.Right)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
        return out
