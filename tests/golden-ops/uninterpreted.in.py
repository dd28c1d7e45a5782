import pypto.language as pl

@pl.program
class Uninterpreted:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], ix: pl.Tensor[[64, 64], pl.INT32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            k: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(ix, [i * 16, 0], [16, 64])
            tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            m = pl.tile.cmps(t, 0.0, cmp_type=2)
            s = pl.tile.sel(m, t, tmp, tmp)
            g = pl.tile.gather(s, k, tmp)
            so = pl.tile.sort32(g, k)
            pr = pl.tile.prelu(t, t, tmp)
            r = pl.tile.add(pr, g)
            pl.tile.store(r, [i * 16, 0], out)
        return out
