# corpus: FINDING in the real CanonicalizeIOOrder (campaign --seconds 60 --seed 5 of 2026-12-05, generator seed 5000356, the first generated tile.write; rewritten by hand): pl.tile.write(v, [0, 0], 100.0) overwrites one element of v in place and returns nothing, and the pass reorders a pipeline body by the SSA values statements define and read, so the write, which defines none, is sunk below `w = tile.adds(v, 1.0)`, the read it feeds. The lowered program stores 2*x + 1 where the source stores 101 at [0, 0] (per clone). Same family as finding_store_before_inplace_matmul_acc.py (an in-place write the ordering does not see), by another route: an Eval statement's write effect (the op table declares tile.write's arg 0 ReadWrite). Kept faithful; pipecheck reports it: differential.
# expect: fails differential
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck check --impl pypto`, 2026-12-05; tests/confirm re-confirms it
# params: none
# pypto.program: ElementWriteMovedAfterReader
import pypto.language as pl

@pl.program
class ElementWriteMovedAfterReader:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            v: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            pl.tile.write(v, [0, 0], 100.0)
            w: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 1.0)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [i * 8, 0], o)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
        return r
