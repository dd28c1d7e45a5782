import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DynScale:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        n = pl.tensor.dim(x, 0)
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(n // 64, stage=2):
                t = pl.load(x, [i * 64, 0], [64, 64])
                u = pl.mul(t, 2.0)
                v = pl.add(u, t)
                pl.store(v, [i * 64, 0], out)
        return out
