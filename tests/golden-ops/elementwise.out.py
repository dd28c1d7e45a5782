# pypto.program: Elementwise
import pypto.language as pl

@pl.program
class Elementwise:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], y: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.load(y, [i * 16, 0], [16, 64], [8, 64], target_memory=pl.Mem.Vec)
            n: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(a)
            ab: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(n)
            sq: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(ab)
            rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(ab)
            rc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.recip(ab, high_precision=True)
            lg: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.log(ab)
            sn: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sin(a)
            cs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cos(a)
            rl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(a)
            mx: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(a, b)
            mn: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(mx, sq)
            fm: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.fmod(mn, rs)
            ms: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(fm, 0.5)
            ns: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimums(ms, 4.0)
            fs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.fmods(ns, 3.0)
            lr: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.lrelu(fs, 0.25)
            ex: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.expands(lr, 1.5)
            ac: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.addc(ex, rc, lg)
            sc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.subsc(ac, 2.0, sn)
            d: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.div(sc, cs)
            e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d)
            r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, rl)
            pl.tile.store(r, [i * 16, 0], out)
        return out
