import pypto.language as pl

@pl.program
class ThreeStage:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[192, 64], pl.FP32], y: pl.Tensor[[192, 64], pl.FP32], out: pl.Out[pl.Tensor[[192, 64], pl.FP32]]) -> pl.Tensor[[192, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(12, stage=3):
                a = pl.load(x, [i * 16, 0], [16, 64])
                b = pl.load(y, [i * 16, 0], [16, 64])
                c = pl.sub(a, b)
                d = pl.mul(c, c)
                e = pl.minimum(d, a)
                pl.store(e, [i * 16, 0], out)
        return out
