# corpus: FINDING in the real LowerPipelineLoops: with a runtime stop below the start, the dynamic lowering runs iterations the source never runs. pl.pipeline(1, n, 2, stage=3) with n=-1: unroll_main_end = 1 + (n - 1 + 1) // 2 // 3 * 6 = -5 under floor division, unroll_rem = 2, so the cascade runs i=-5 and i=-3 (the source, like pl.range, runs nothing). Kept faithful; pipecheck reports it.
# expect: fails iteration-coverage
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: n=-4..20 s0=0..3
# pypto.program: DynStopBelowStart
import pypto.language as pl

@pl.program
class DynStopBelowStart:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(1, n, 2, stage=3, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a * 3 + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r
