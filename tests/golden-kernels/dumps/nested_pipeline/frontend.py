import pypto.language as pl

@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(4):
                for j in pl.pipeline(4, stage=2):
                    t = pl.load(x, [i * 32, j * 32], [32, 32])
                    u = pl.exp(t)
                    pl.store(u, [i * 32, j * 32], out)
        return out
