# WRONG LOWERING (hand-edited copy of tests/golden/cases/f5_start3_step2_trip11/lower.py).
# Fault: the main loop stops at the source stop 25 instead of the exact multiple 23, so it
# also runs k = 23 (clones 23..31) before the static tail runs 23 again. Expected: refuted.
# pypto.program: F5Start3Step2
import pypto.language as pl

@pl.program
class F5Start3Step2:
    @pl.function
    def main(self, x: pl.Tensor[[32], pl.FP32], acc0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k, (acc,) in pl.pipeline(3, 25, 10, stage=1, init_values=(acc0,)):
            t: pl.Scalar[pl.INDEX] = k * 3
            nacc: pl.Scalar[pl.INDEX] = acc + t
            t_1: pl.Scalar[pl.INDEX] = (k + 2) * 3
            nacc_1: pl.Scalar[pl.INDEX] = nacc + t_1
            t_2: pl.Scalar[pl.INDEX] = (k + 4) * 3
            nacc_2: pl.Scalar[pl.INDEX] = nacc_1 + t_2
            t_3: pl.Scalar[pl.INDEX] = (k + 6) * 3
            nacc_3: pl.Scalar[pl.INDEX] = nacc_2 + t_3
            t_4: pl.Scalar[pl.INDEX] = (k + 8) * 3
            nacc_4: pl.Scalar[pl.INDEX] = nacc_3 + t_4
            out_acc_main: pl.Scalar[pl.INDEX] = pl.yield_(nacc_4)
        t_5: pl.Scalar[pl.INDEX] = pl.const(23, pl.INDEX) * pl.const(3, pl.INDEX)
        nacc_5: pl.Scalar[pl.INDEX] = out_acc_main + t_5
        out_acc: pl.Scalar[pl.INDEX] = nacc_5
        return out_acc
