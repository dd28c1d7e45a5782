# corpus: zero-trip static pipeline (start == stop) is demoted to a Sequential loop; trip == F gives a one-iteration main loop
# expect: holds
# params: none
# pypto.program: TripEdges
import pypto.language as pl

@pl.program
class TripEdges:
    @pl.function
    def main(self, s0: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i, (a,) in pl.pipeline(3, 3, stage=4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(b)
        for j, (c,) in pl.pipeline(4, stage=4, init_values=(r,)):
            d: pl.Scalar[pl.INDEX] = c * 2 + j
            q: pl.Scalar[pl.INDEX] = pl.yield_(d)
        return r, q
