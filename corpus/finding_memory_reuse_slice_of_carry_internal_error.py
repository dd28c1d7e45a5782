# corpus: FINDING in the real MemoryReuse (found 2026-12-06 by `gen --agree --impl pypto` seed 101, program 101000481; reduced by `pipecheck reduce --impl pypto` and by hand, 112 -> 13 statements): a dynamic pl.pipeline(0, n, stage=4) carries a 16-element tile v; its body assembles the two halves of v (tile.slice) into a tile.create, an if yields either a tile computed from that assembly or v itself, and v is read again after the if. The real MemoryReuse stops with an InternalError ("sharing-group member offset 0 rebased to rel=-32 size=32 falls outside reuse target (size 64)", a Check in memory_reuse_pass.cpp) on this valid program; stage 2 or 3, static bounds, or no read of v after the if lower cleanly. pipecheck's model lowers it, so `check --impl pypto` reports clean-errors: a crash of the pass on valid input. The model holds every property (expect: holds); the header `# impl: pypto` makes the confirmation run through the real passes.
# expect: holds
# impl: pypto
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck report --confirm --impl pypto`, 2026-12-06; tests/confirm re-confirms it
# params: n6=0..40
# pypto.program: SliceOfCarryReuse
import pypto.language as pl

@pl.program
class SliceOfCarryReuse:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[48], pl.FP32], n6: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[207], pl.INT8]]) -> pl.Tensor[[207], pl.INT8]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32], [16], [16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.pipeline(0, n6, 1, stage=4, init_values=(t,)):
            cr: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sl: pl.Tile[[8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [8], [8])
            sl_1: pl.Tile[[8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [8], [0])
            cr_1: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(cr, sl, [0])
            e_1: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(cr_1, sl_1, [8])
            if i < 5:
                v_1: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(e_1, 2.0)
                rv_1 = pl.yield_(v_1)
            else:
                rv_1 = pl.yield_(v)
            e_6: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, v)
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(rv_1)
        return out
