# pypto.program: Reduce
import pypto.language as pl

@pl.program
class Reduce:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 48])] = pl.tile.load(x, [i * 16, 0], [16, 64], [12, 48], target_memory=pl.Mem.Vec)
            tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, tmp)
            m: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, tmp)
            mi: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 1])] = pl.tile.row_min(v, tmp)
            p: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 1])] = pl.tile.row_prod(v, tmp)
            am: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.tile.row_argmax(t, tmp)
            an: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 1])] = pl.tile.row_argmin(v, tmp)
            cs: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t)
            cm: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 48])] = pl.tile.col_max(v)
            cn: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_min(t)
            cp: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_prod(t)
            ca: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 48])] = pl.tile.col_argmax(v, tmp)
            sub: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t, m)
            ex: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_expdif(sub, s)
            dv: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(ex, s)
            ml: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(dv, m)
            ad: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(ml, s)
            mx: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_max(ad, m)
            mn: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_min(mx, m)
            be: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand(mn, s)
            c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(be, cs)
            c2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(c1, cs)
            c3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(c2, cn)
            c4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_div(c3, cp)
            c5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_max(c4, cs)
            c6: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_min(c5, cs)
            c7: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_expdif(c6, cs)
            c8: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand(c7, cn)
            pl.tile.store(c8, [i * 16, 0], out)
        return out
