import pypto.language as pl

@pl.program
class Scale:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(4, stage=2):
                t = pl.load(x, [i * 64, 0], [64, 64])
                u = pl.mul(t, 2.0)
                pl.store(u, [i * 64, 0], out)
        return out
