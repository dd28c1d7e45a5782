# WRONG LOWERING (hand-edited copy of tests/golden/cases/f6_start2_step3_trip7/lower.py).
# Fault: clone k of the main loop runs at j + k instead of j + k*3. Expected: refuted.
# pypto.program: F6Start2Step3
import pypto.language as pl

@pl.program
class F6Start2Step3:
    @pl.function
    def main(self, x: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        for j in pl.pipeline(2, 20, 18, stage=1):
            u: pl.Scalar[pl.INDEX] = j + 7
            w: pl.Scalar[pl.INDEX] = u * j
            u_1: pl.Scalar[pl.INDEX] = j + 1 + 7
            w_1: pl.Scalar[pl.INDEX] = u_1 * (j + 1)
            u_2: pl.Scalar[pl.INDEX] = j + 2 + 7
            w_2: pl.Scalar[pl.INDEX] = u_2 * (j + 2)
            u_3: pl.Scalar[pl.INDEX] = j + 3 + 7
            w_3: pl.Scalar[pl.INDEX] = u_3 * (j + 3)
            u_4: pl.Scalar[pl.INDEX] = j + 4 + 7
            w_4: pl.Scalar[pl.INDEX] = u_4 * (j + 4)
            u_5: pl.Scalar[pl.INDEX] = j + 5 + 7
            w_5: pl.Scalar[pl.INDEX] = u_5 * (j + 5)
        u_6: pl.Scalar[pl.INDEX] = pl.const(20, pl.INDEX) + pl.const(7, pl.INDEX)
        w_6: pl.Scalar[pl.INDEX] = u_6 * 20
        return x
