# pypto.program: RB
import pypto.language as pl

@pl.program
class RB:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[n, 32], pl.FP32]) -> pl.Scalar[pl.INDEX]:
        return n
