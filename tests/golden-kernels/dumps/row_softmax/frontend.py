import pypto.language as pl

@pl.program
class RowSoftmax:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[128, 64], pl.BF16], out: pl.Out[pl.Tensor[[128, 64], pl.BF16]]) -> pl.Tensor[[128, 64], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(8, stage=2):
                xb = pl.load(x, [i * 16, 0], [16, 64])
                t = pl.cast(xb, pl.FP32)
                tmp = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
                mx = pl.row_max(t, tmp)
                d = pl.row_expand_sub(t, mx)
                e = pl.exp(d)
                s = pl.row_sum(e, tmp)
                p = pl.row_expand_div(e, s)
                n = pl.neg(p)
                a = pl.abs(n)
                pb = pl.cast(a, pl.BF16, mode="rint")
                pl.store(pb, [i * 16, 0], out)
        return out
