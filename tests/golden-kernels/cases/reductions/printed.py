# pypto.program: Reductions
import pypto.language as pl

@pl.program
class Reductions:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], g: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out1: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc, acc1) in pl.pipeline(4, stage=2, init_values=(out, out1)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, tmp)
            y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t, s)
            c: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(y)
            z: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y, c)
            o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(z, [i * 16, 0], acc)
            r: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [i, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            tmp1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
            rs: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_sum(r, tmp1)
            rm: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.muls(rs, 0.015625)
            rb: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.cast(rm, target_type=pl.BF16, mode='round')
            rf: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.cast(rb, target_type=pl.FP32, mode='round')
            q: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(r, rf)
            o1: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(q, [i, 0], acc1)
            ro, ro1 = pl.yield_(o, o1)
        return ro
