import pypto.language as pl

@pl.program
class Branchy:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(8, stage=2):
                t = pl.load(x, [i * 16, 0], [16, 64])
                if i % 2 == 0:
                    u = pl.mul(t, 2.0)
                    pl.store(u, [i * 16, 0], out)
                else:
                    v = pl.sub(t, 1.0)
                    pl.store(v, [i * 16, 0], out)
        return out
