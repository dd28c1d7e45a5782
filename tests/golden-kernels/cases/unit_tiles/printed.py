# pypto.program: UnitTiles
import pypto.language as pl

@pl.program
class UnitTiles:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]], z: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.BF16]]:
        for i in pl.pipeline(4, stage=2):
            one: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.load(x, [i, 0], [1, 1], [1, 1], target_memory=pl.Mem.Vec)
            e: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.exp(one)
            h: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.cast(e, target_type=pl.BF16, mode='round')
            tv: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(e)
            row: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            tmp: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_sum(row, tmp)
            f: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=2.0)
            m: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.mul(s, f)
            col: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, i], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            c2: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.adds(col, 1.0)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(m, [i, 0], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tv, [i, 1], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(c2, [0, i + 8], y)
            z: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(h, [i, 0], z)
        return y, z
