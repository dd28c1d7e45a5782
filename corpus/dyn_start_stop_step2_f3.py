# corpus: dynamic start and stop, step 2, F=3, scalar carry: trip and remainder counted in iterations. With hi < lo inside the ranges it hits the same FINDING as finding_dyn_stop_below_start.py (the lowering runs iterations the source does not).
# expect: fails iteration-coverage
# params: lo=0..12 hi=0..24
# pypto.program: DynStartStop
import pypto.language as pl

@pl.program
class DynStartStop:
    @pl.function
    def main(self, lo: pl.Scalar[pl.INDEX], hi: pl.Scalar[pl.INDEX], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(lo, hi, 2, stage=3, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a * 3 + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        return r
