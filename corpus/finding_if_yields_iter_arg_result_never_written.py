# corpus: FINDING in the real InitMemRef / MemoryReuse (faithful model; campaign seed 419 of 2026-12-06, reduced by the campaign 89 -> 11 statements and by hand to 6): an if inside a loop whose branches both yield the loop's iter_arg v keeps a fresh MemRef for its return var rv (InitMemRef gives an if's return var a yielded plain var's MemRef, never an iter_arg's: tests/passes_memory/real/if_yields_iter_arg.py), and no YieldFixup move brings v there, so no statement ever writes rv's bytes: `w = tile.add(rv, v)` reads whatever that buffer holds (zeros in pipecheck's run) instead of v. buffer-differential reports it, naming rv as a carry nothing wrote.
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-06; tests/confirm re-confirms it
# params: none
# pypto.program: IfYieldsIterArg
import pypto.language as pl

@pl.program
class IfYieldsIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(2, init_values=(t,)):
            if i % 2 == 0:
                rv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            else:
                rv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(rv, v)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
