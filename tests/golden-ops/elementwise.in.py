import pypto.language as pl

@pl.program
class Elementwise:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 16, 0], [16, 64], [8, 64])
            n = pl.tile.neg(a)
            ab = pl.tile.abs(n)
            sq = pl.tile.sqrt(ab)
            rs = pl.tile.rsqrt(ab)
            rc = pl.tile.recip(ab, high_precision=True)
            lg = pl.tile.log(ab)
            sn = pl.tile.sin(a)
            cs = pl.tile.cos(a)
            rl = pl.tile.relu(a)
            mx = pl.tile.maximum(a, b)
            mn = pl.tile.minimum(mx, sq)
            fm = pl.tile.fmod(mn, rs)
            ms = pl.tile.maximums(fm, 0.5)
            ns = pl.tile.minimums(ms, 4.0)
            fs = pl.tile.fmods(ns, 3.0)
            lr = pl.tile.lrelu(fs, 0.25)
            ex = pl.tile.expands(lr, 1.5)
            ac = pl.tile.addc(ex, rc, lg)
            sc = pl.tile.subsc(ac, 2.0, sn)
            d = pl.tile.div(sc, cs, high_precision=False)
            e = pl.tile.exp(d)
            r = pl.tile.add(e, rl)
            pl.tile.store(r, [i * 16, 0], out)
        return out
