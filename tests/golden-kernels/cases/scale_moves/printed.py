# pypto.program: ScaleMoves
import pypto.language as pl

@pl.program
class ScaleMoves:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 64], pl.BF16], e: pl.Tensor[[64, 64], pl.FP8E8M0], sa: pl.Tensor[[64, 64], pl.UINT8, pl.TensorView(stride=[], layout=pl.TensorLayout.MX_A_ZZ)], sb: pl.Tensor[[64, 64], pl.UINT8, pl.TensorView(stride=[], layout=pl.TensorLayout.MX_B_NN)], f: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        m: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(m, target_memory=pl.Mem.Left)
        r: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        cb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(c, target_memory=pl.Mem.Bias)
        fm: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(f, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        fb: pl.Tile[[16, 32], pl.FP32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(fm, target_memory=pl.Mem.Bias)
        em: pl.Tile[[16, 32], pl.FP8E8M0, pl.Mem.Mat] = pl.tile.load(e, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        am: pl.Tile[[16, 2], pl.UINT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, fractal=32)] = pl.tile.load(sa, [0, 0], [16, 2], [16, 2], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.move(am, target_memory=pl.Mem.LeftScale)
        ab: pl.Tile[[16, 2], pl.UINT8, pl.Mem.Bias, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.tile.move(am, target_memory=pl.Mem.Bias)
        bm: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.col_major, fractal=32)] = pl.tile.load(sb, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        br: pl.Tile[[1, 32], pl.FP8E8M0, pl.Mem.RightScale] = pl.tile.move(bm, target_memory=pl.Mem.RightScale)
        bv: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.col_major)] = pl.tile.move(bm, target_memory=pl.Mem.Bias)
        return y
