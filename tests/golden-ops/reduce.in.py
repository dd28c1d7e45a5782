import pypto.language as pl

@pl.program
class Reduce:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [12, 48])
            tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s = pl.tile.row_sum(t, tmp)
            m = pl.tile.row_max(t, tmp)
            mi = pl.tile.row_min(v, tmp)
            p = pl.tile.row_prod(v, tmp)
            am = pl.tile.row_argmax(t, tmp)
            an = pl.tile.row_argmin(v, tmp)
            cs = pl.tile.col_sum(t)
            cm = pl.tile.col_max(v)
            cn = pl.tile.col_min(t)
            cp = pl.tile.col_prod(t)
            ca = pl.tile.col_argmax(v, tmp)
            sub = pl.tile.row_expand_sub(t, m)
            ex = pl.tile.row_expand_expdif(sub, s)
            dv = pl.tile.row_expand_div(ex, s)
            ml = pl.tile.row_expand_mul(dv, m)
            ad = pl.tile.row_expand_add(ml, s)
            mx = pl.tile.row_expand_max(ad, m)
            mn = pl.tile.row_expand_min(mx, m)
            be = pl.tile.row_expand(mn, s)
            c1 = pl.tile.col_expand_add(be, cs)
            c2 = pl.tile.col_expand_sub(c1, cs)
            c3 = pl.tile.col_expand_mul(c2, cn)
            c4 = pl.tile.col_expand_div(c3, cp)
            c5 = pl.tile.col_expand_max(c4, cs)
            c6 = pl.tile.col_expand_min(c5, cs)
            c7 = pl.tile.col_expand_expdif(c6, cs)
            c8 = pl.tile.col_expand(c7, cn)
            pl.tile.store(c8, [i * 16, 0], out)
        return out
