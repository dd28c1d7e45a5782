# WRONG LOWERING (hand-edited copy of tests/golden/cases/dyn_stop_f5_step3/lower.py).
# Fault: clone k runs at index i + k instead of i + k*3 (the step is left out of the offset),
# in the main loop and in the cascade. Expected: refuted.
# pypto.program: DynStopF5Step3
import pypto.language as pl

@pl.program
class DynStopF5Step3:
    @pl.function
    def main(self, x: pl.Tensor[[32], pl.FP32], n: pl.Scalar[pl.INDEX], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 1 + (n - 1 + 2) // 3 // 5 * 15
        for i, (a,) in pl.pipeline(1, unroll_main_end, 15, stage=1, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a * 2 - i
            b_1: pl.Scalar[pl.INDEX] = b * 2 - (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 * 2 - (i + 2)
            b_3: pl.Scalar[pl.INDEX] = b_2 * 2 - (i + 3)
            b_4: pl.Scalar[pl.INDEX] = b_3 * 2 - (i + 4)
            r_main: pl.Scalar[pl.INDEX] = pl.yield_(b_4)
        unroll_rem: pl.Scalar[pl.INDEX] = (n - 1 + 2) // 3 - (n - 1 + 2) // 3 // 5 * 5
        if unroll_rem == 1:
            b_5: pl.Scalar[pl.INDEX] = r_main * 2 - unroll_main_end
            r: pl.Scalar[pl.INDEX] = pl.yield_(b_5)
        else:
            if unroll_rem == 2:
                b_6: pl.Scalar[pl.INDEX] = r_main * 2 - unroll_main_end
                b_7: pl.Scalar[pl.INDEX] = b_6 * 2 - (unroll_main_end + 1)
                r_rem2: pl.Scalar[pl.INDEX] = pl.yield_(b_7)
            else:
                if unroll_rem == 3:
                    b_8: pl.Scalar[pl.INDEX] = r_main * 2 - unroll_main_end
                    b_9: pl.Scalar[pl.INDEX] = b_8 * 2 - (unroll_main_end + 1)
                    b_10: pl.Scalar[pl.INDEX] = b_9 * 2 - (unroll_main_end + 2)
                    r_rem3: pl.Scalar[pl.INDEX] = pl.yield_(b_10)
                else:
                    if unroll_rem == 4:
                        b_11: pl.Scalar[pl.INDEX] = r_main * 2 - unroll_main_end
                        b_12: pl.Scalar[pl.INDEX] = b_11 * 2 - (unroll_main_end + 1)
                        b_13: pl.Scalar[pl.INDEX] = b_12 * 2 - (unroll_main_end + 2)
                        b_14: pl.Scalar[pl.INDEX] = b_13 * 2 - (unroll_main_end + 3)
                        r_rem4: pl.Scalar[pl.INDEX] = pl.yield_(b_14)
                    else:
                        r_rem4: pl.Scalar[pl.INDEX] = pl.yield_(r_main)
                    r_rem3: pl.Scalar[pl.INDEX] = pl.yield_(r_rem4)
                r_rem2: pl.Scalar[pl.INDEX] = pl.yield_(r_rem3)
            r: pl.Scalar[pl.INDEX] = pl.yield_(r_rem2)
        return r
