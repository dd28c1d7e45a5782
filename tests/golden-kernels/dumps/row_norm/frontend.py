import pypto.language as pl

@pl.program
class RowNorm:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[128, 128], pl.FP32], g: pl.Tensor[[1, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.BF16]]) -> pl.Tensor[[128, 128], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(8, stage=2):
                t = pl.load(x, [i * 16, 0], [16, 128])
                w = pl.load(g, [0, 0], [1, 128])
                sq = pl.mul(t, t)
                tmp = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
                s = pl.row_sum(sq, tmp)
                m = pl.mul(s, 0.0078125)
                r = pl.rsqrt(pl.add(m, 1e-6))
                y = pl.row_expand_mul(t, r)
                z = pl.col_expand_mul(y, w)
                zb = pl.cast(z, pl.BF16)
                pl.store(zb, [i * 16, 0], out)
        return out
