# pypto.program: SpaceViews
import pypto.language as pl

@pl.program
class SpaceViews:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 64], pl.BF16], f: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        m: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        ms: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[16, 5], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.slice(m, [16, 16], [0, 0], [16, 5])
        mt: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(m)
        mp: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, pad=pl.PadValue.max)] = pl.tile.fillpad(mt, pad_value=pl.PadValue.max)
        mps: pl.Tile[[8, 8], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, pad=pl.PadValue.max)] = pl.tile.slice(mp, [8, 8], [0, 0])
        l: pl.Tile[[32, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(m, target_memory=pl.Mem.Left)
        lt: pl.Tile[[32, 32], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(l)
        lf: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_expand(l, [32, 64], pad_value=pl.PadValue.zero)
        r: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
        rp: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(r, pad_value=pl.PadValue.zero)
        rps: pl.Tile[[8, 1], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, pad=pl.PadValue.zero)] = pl.tile.slice(rp, [8, 1], [0, 0])
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        cp: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512, pad=pl.PadValue.zero)] = pl.tile.fillpad(c, pad_value=pl.PadValue.zero)
        cps: pl.Tile[[8, 1], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512, pad=pl.PadValue.zero)] = pl.tile.slice(cp, [8, 1], [0, 0])
        cs: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 5], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(c, [16, 16], [0, 0], [16, 5])
        v: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(f, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        vt: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v)
        vts: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 5], blayout=pl.TileLayout.col_major)] = pl.tile.slice(vt, [16, 8], [0, 0], [16, 5])
        vtp: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(vt, pad_value=pl.PadValue.zero)
        mv: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[32, 5])] = pl.tile.set_validshape(m, 32, 5)
        mvt: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[5, 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mv)
        return y
