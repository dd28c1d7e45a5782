# pypto.program: ReduceOneRow
import pypto.language as pl

@pl.program
class ReduceOneRow:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, n])] = pl.tile.load(x, [0, 0], [1, 16], [1, n], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        s: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_sum(t, tmp)
        m: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_max(tv, tmp)
        mi: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_min(t, tmp)
        p: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_prod(t, tmp)
        am: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_argmax(t, tmp)
        an: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_argmin(tv, tmp)
        s2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.muls(s, 2.0)
        s3: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.exp(s2)
        s4: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.add(s3, m)
        sb: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.cast(s4, target_type=pl.BF16, mode='round')
        sf: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.cast(sb, target_type=pl.FP32, mode='round')
        e: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(t, sf)
        u: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        cs: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(u)
        cm: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.col_max(u)
        utmp: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
        rs: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(u, utmp)
        rc: pl.Tile[[16, 1], pl.BF16, pl.Mem.Vec] = pl.tile.cast(rs, target_type=pl.BF16, mode='round')
        c1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(u, cs)
        pl.tile.store(e, [0, 0], out)
        pl.tile.store(c1, [0, 0], out)
        return out
