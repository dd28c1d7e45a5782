# corpus: two scalar iter_args and an if/else with a return var inside a static pl.pipeline(1, 12, 1, stage=5) (trip 11 = 2F+1)
# expect: holds
# params: s0=-3..3
# pypto.program: CarryIf
import pypto.language as pl

@pl.program
class CarryIf:
    @pl.function
    def main(self, s0: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i, (a, b) in pl.pipeline(1, 12, stage=5, init_values=(s0, 1)):
            if i % 3 == 0:
                c: pl.Scalar[pl.INDEX] = a + i
                q: pl.Scalar[pl.INDEX] = pl.yield_(c)
            else:
                q: pl.Scalar[pl.INDEX] = pl.yield_(a)
            d: pl.Scalar[pl.INDEX] = b * 2 - q
            ra, rb = pl.yield_(q, d)
        return ra, rb
