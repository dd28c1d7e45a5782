# pypto.program: ViewDN
import pypto.language as pl

@pl.program
class ViewDN:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(w: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        wt: pl.Tensor[[64, 32], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)] = pl.tensor.view(w, [64, 32], layout=pl.TensorLayout.DN)
        # Mat tiles loaded from a DN view are typed transposed (row-major
        # blocks, column-major fractals; a [K, 1] column without a box).
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.load(wt, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.load(wt, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 1], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[8, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(wt, [16, 0], [16, 1], [8, 1], target_memory=pl.Mem.Mat)
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(wt, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o_1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(u, [i * 16, 0], o)
            y: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o_1)
        return y
