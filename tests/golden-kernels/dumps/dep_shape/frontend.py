import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DepShape:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        m = N * 2
        tmp = pl.create_tensor([m, 64], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(4, stage=2):
                t = pl.load(x, [i * 16, 0], [16, 64])
                u = pl.mul(t, 2.0)
                tmp = pl.store(u, [i * 16, 0], tmp)
        with pl.at(level=pl.Level.CORE_GROUP):
            for j in pl.pipeline(4, stage=2):
                v = pl.load(tmp, [j * 16, 0], [16, 64])
                w = pl.add(v, v)
                pl.store(w, [j * 16, 0], out)
        return out
