import pypto.language as pl

@pl.program
class PartlyValid:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            av = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 5])
            bv = pl.tile.load(x, [i * 16, 16], [16, 16], [8, 16])
            dv = pl.tile.load(x, [i * 16, 32], [16, 16], [n, 16])
            ev = pl.tile.load(x, [i * 16, 48], [32, 16], [n + m, 16])
            s1 = pl.tile.slice(av, [8, 16], [8, 0])
            s2 = pl.tile.slice(av, [8, 4], [0, 2], [4, 4])
            s3 = pl.tile.slice(dv, [8, 16], [4, 0])
            s4 = pl.tile.slice(dv, [8, 16], [m, 0])
            s5 = pl.tile.slice(ev, [8, 16], [m, 0])
            s6 = pl.tile.slice(dv, [8, 16], [0, 0], [m, 16])
            r1 = pl.tile.reshape(bv, [8, 32])
            r2 = pl.tile.reshape(bv, [1, 256])
            r3 = pl.tile.reshape(dv, [16, 2, 8])
            e1 = pl.tile.exp(s1)
            y = pl.tile.store(e1, [i * 8, 0], y)
            y = pl.tile.store(s2, [i * 8, 16], y)
            y = pl.tile.store(s3, [i * 8, 20], y)
            y = pl.tile.store(s4, [i * 8, 36], y)
            y = pl.tile.store(s5, [32 + i * 8, 0], y)
            y = pl.tile.store(s6, [32 + i * 8, 16], y)
            y = pl.tile.store(r1, [i * 8, 32], y)
            r2b = pl.tile.reshape(r2, [16, 16])
            y = pl.tile.store(r2b, [32 + i * 8, 32], y)
            r3b = pl.tile.reshape(r3, [16, 16])
            y = pl.tile.store(r3b, [i * 16, 48], y)
        return y
