# pypto.program: RB
import pypto.language as pl

@pl.program
class RB:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(x: pl.Tensor[[16, 16], pl.FP32], xi: pl.Tensor[[16, 16], pl.INT32], y: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.gather(x, xi, dim=1)
        return r
