# corpus: FINDING in the real LowerPipelineLoops (campaign of 2026-12-01, programs 1000012/1000022; docs/finding-free-var-enclosing-iter-arg.md): a pl.pipeline nested in a loop that carries a scalar iter_arg a, whose body reads a. The real pass replaces a in every clone by a fresh Var that nothing defines (printed a_2__FREE_VAR, a_3__FREE_VAR), so the lowered program is ill-formed and PyPTO's own parser cannot read it back. pipecheck's model keeps a, so model mode holds; through the real passes (--impl pypto, or validate on a dump) ssa-valid reports the use and round-trip reports that PyPTO cannot read the snapshot back.
# expect: holds
# impl: pypto
# expect-pypto: fails ssa-valid
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm --impl pypto` (ssa-valid and round-trip), 2026-12-02; tests/confirm re-confirms it
# params: none
# pypto.program: FreeVar
import pypto.language as pl

@pl.program
class FreeVar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (o, a) in pl.range(0, 2, init_values=(out, 0)):
            for j, (o_1,) in pl.pipeline(0, 4, stage=2, init_values=(o,)):
                b: pl.Scalar[pl.INDEX] = a + j
                t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, b * 16], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
                o_2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [i * 8, b * 16], o_1)
                r: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(o_2)
            a_1: pl.Scalar[pl.INDEX] = a * 0
            r_1, q = pl.yield_(r, a_1)
        return r_1
