# pypto.program: RB
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class RB:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(N: pl.Scalar[pl.INDEX], x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Scalar[pl.INDEX]:
        e: pl.Scalar[pl.INDEX] = N // 64 - 1
        return e
