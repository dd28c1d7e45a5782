import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class DynRows:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[M, 64], pl.FP16], out: pl.Out[pl.Tensor[[M, 64], pl.FP16]]) -> pl.Tensor[[M, 64], pl.FP16]:
        m = pl.tensor.dim(x, 0)
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(m // 16, stage=2):
                h = pl.load(x, [i * 16, 0], [16, 64])
                t = pl.cast(h, pl.FP32)
                tmp = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
                mn = pl.row_min(t, tmp)
                u = pl.row_expand_sub(t, mn)
                r = pl.sqrt(u)
                hb = pl.cast(r, pl.FP16)
                pl.store(hb, [i * 16, 0], out)
        return out
