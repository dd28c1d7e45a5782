# pipecheck finding: property buffer-differential fails
# contract: the last memory snapshot run buffer-aware (tiles in their MemRef bytes) computes the source's outputs bit-identically
# expect: fails buffer-differential
# params: n0=0..24
# first failing snapshot: allocate_memory_addr
# message: allocate_memory_addr run buffer-aware computes a different result on kernel_0(n0=12)
# witness:
#   input kernel_0(n0=12)
#   tensor out[0, 16]: -2 vs -4
#   buffer-aware: Returned (3 outputs, digest 32f13428de6ab2ba)
#   under value semantics the snapshot agrees with the source: the memory plan is wrong
# generator seed: 7000559
# reduced: 21 -> 6 statements
# replay: pipecheck check --property buffer-differential /tmp/tri/c7/buffer-differential-2.py
# reduce: pipecheck reduce /tmp/tri/c7/buffer-differential-2.py --property buffer-differential
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 8], pl.BF16], x_1: pl.Tensor[[16, 16], pl.BF16], x_2: pl.Tensor[[16, 48], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[40, 32], pl.FP32]]) -> tuple[pl.Tensor[[40, 32], pl.FP32], pl.Scalar[pl.INDEX]]:
        f: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 16], dtype=pl.FP32, value=-2.0)
        for i, (v,) in pl.pipeline(0, n0, 4, stage=2, init_values=(f,)):
            rv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        t_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[40, 32], pl.FP32] = pl.tile.store(rv, [0, 16], out)
        return o, 2
