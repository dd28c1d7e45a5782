# triage: the harness error of program seed 3001576 (kernel_2, tile.write removed), reduced by pipecheck reduce; fails buffer-differential on the model and on the kit (YieldFixup moves e into the live t)
# pipecheck finding: property buffer-differential fails
# contract: the last memory snapshot run buffer-aware (tiles in their MemRef bytes) computes the source's outputs bit-identically
# expect: fails buffer-differential
# params: n0=5..15 s1=-3..3 s2=-3..3 s3=-3..3 s4=-3..3 s5=-3..3 s6=-3..3 s7=-3..3 s8=-3..3
# first failing snapshot: allocate_memory_addr
# message: allocate_memory_addr run buffer-aware computes a different result on kernel_2(n0=10, s1=0, s2=0, s3=0, s4=0, s5=0, s6=0, s7=0, s8=0)
# witness:
#   input kernel_2(n0=10, s1=0, s2=0, s3=0, s4=0, s5=0, s6=0, s7=0, s8=0)
#   tensor out[16, 18]: 0 vs -0
#   buffer-aware: Returned (4 outputs, digest 0c647d2bc331f7cc)
#   tile t is read by `cv = tile.cast(t)` after e_mv overwrote its bytes (they share a buffer while both are live)
#   under value semantics the snapshot agrees with the source: the memory plan is wrong
# reduced: 23 -> 8 statements
# replay: pipecheck check --property buffer-differential --backend 910B --planner pypto e1r.py
# reduce: pipecheck reduce e1r.py --property buffer-differential --backend 910B --planner pypto
# pypto.program: K2
import pypto.language as pl

@pl.program
class K2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[24, 24], pl.FP32], x_1: pl.Tensor[[16, 8], pl.FP32], s8: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[24, 24], pl.FP16]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[24, 24], pl.FP16], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 16], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        e: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.lrelu(t, -1.0)
        if pl.const(0, pl.INDEX) % pl.const(2, pl.INDEX) == pl.const(1, pl.INDEX):
            r_1, rv_2 = pl.yield_(out_1, t)
        else:
            r_1, rv_2 = pl.yield_(out_1, e)
        cv: pl.Tile[[8, 8], pl.FP16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP16, mode='round')
        o_3: pl.Tensor[[24, 24], pl.FP16] = pl.tile.store(cv, [16, 16], out)
        return o_3, r_1
