# pipecheck finding: property buffer-differential fails
# contract: the last memory snapshot run buffer-aware (tiles in their MemRef bytes) computes the source's outputs bit-identically
# expect: fails buffer-differential
# params: n0=6..21
# first failing snapshot: allocate_memory_addr
# message: allocate_memory_addr run buffer-aware computes a different result on kernel_0(n0=12)
# witness:
#   input kernel_0(n0=12)
#   tensor out[0, 32]: 3 vs -1
#   buffer-aware: Returned (4 outputs, digest 39199c9be3376f0c)
#   tile t is read by `o_1 = tile.store(t, [0, 32], o)` after t_1_mv overwrote its bytes (they share a buffer while both are live)
#   under value semantics the snapshot agrees with the source: the memory plan is wrong
# generator seed: 3000160
# reduced: 31 -> 9 statements
# replay: pipecheck check --property buffer-differential --fault reuse-touching-blocks fa5/buffer-differential-1.py
# reduce: pipecheck reduce fa5/buffer-differential-1.py --property buffer-differential --fault reuse-touching-blocks
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 48], pl.FP32], x_1: pl.Tensor[[128, 48], pl.FP32], x_2: pl.Tensor[[128, 256], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[24, 48], pl.FP32]], out_1: pl.InOut[pl.Tensor[[31, 46], pl.INT32]]) -> tuple[pl.Tensor[[24, 48], pl.FP32], pl.Tensor[[31, 46], pl.INT32]]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 32], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        for i, (o,) in pl.pipeline(6, n0, 3, stage=1, init_values=(out,)):
            if n0 % 2 == 1:
                rv_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            else:
                rv_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t_1)
            o_1: pl.Tensor[[24, 48], pl.FP32] = pl.tile.store(t, [0, 32], o)
            r: pl.Tensor[[24, 48], pl.FP32] = pl.yield_(o_1)
        return r, out_1
