# corpus: FINDING in the real MemoryReuse (faithful model; campaign --impl pypto of 2026-12-02, seed 21, generator seed 21000223, reduced by the campaign 24 -> 7 statements and by hand to 5): an If whose branches both yield t gives its return var rv t's MemRef (InitMemRef), but t's lifetime ends at the yield: the read of rv by the store after the if does not keep t's buffer live (the rule the real pass has for a loop's return var, #768, is missing for an If's), so u, loaded after the if, is placed in t's buffer and the store writes y's data instead of x's.
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-02; tests/confirm re-confirms it
# params: n0=0..20
# pypto.program: IfResultRead
import pypto.language as pl

@pl.program
class IfResultRead:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32], pl.FP32], y: pl.Tensor[[32], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16], [16], [16], target_memory=pl.Mem.Vec)
        if n0 < 10:
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
        else:
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
        u: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0], [16], [16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16], pl.FP32] = pl.tile.store(rv, [0], out)
        return o
