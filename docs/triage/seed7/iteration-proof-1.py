# pipecheck finding: property iteration-proof fails
# contract: Z3: for every value of the dynamic bounds, each source iteration runs exactly once and in order
# expect: fails iteration-proof
# params: s0=-3..3
# first failing snapshot: lower_pipeline_loops
# message: loop kernel_0#0: extra: iteration j_1 = 0 runs but is not a source iteration when s0 = 0; at clone with j_1 = 0 // 4 under else of if 4 < 4 (reduced.py:12:17)
# witness:
#   extra: iteration j_1 = 0 runs but is not a source iteration when s0 = 0; at clone with j_1 = 0 // 4 under else of if 4 < 4 (reduced.py:12:17)
#   replay kernel_0(s0=0): the interpreter traces agree at these bounds
# generator seed: 7005035
# reduced: 55 -> 6 statements
# replay: pipecheck check --property iteration-proof /tmp/tri/c7/iteration-proof-1.py
# reduce: pipecheck reduce /tmp/tri/c7/iteration-proof-1.py --property iteration-proof
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[153, 24], pl.FP32], x_1: pl.Tensor[[16, 16], pl.FP32], x_2: pl.Tensor[[24, 42], pl.FP32], s0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]], out_1: pl.Out[pl.Tensor[[24, 24], pl.FP32]]) -> tuple[pl.Tensor[[8, 8], pl.FP32], pl.Tensor[[24, 24], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for j_1 in pl.pipeline(7, 2, -3, stage=3):
            if j_1 < 4:
                q_11: pl.Scalar[pl.INDEX] = pl.yield_(pl.const(0, pl.INDEX) // pl.const(4, pl.INDEX) + pl.const(1, pl.INDEX))
            else:
                if pl.const(0, pl.INDEX) // pl.const(4, pl.INDEX) < j_1:
                    pass
                else:
                    pass
                q_11: pl.Scalar[pl.INDEX] = pl.yield_(j_1 // 4)
        return out, out_1, 1, pl.const(0, pl.INDEX) // pl.const(4, pl.INDEX)
