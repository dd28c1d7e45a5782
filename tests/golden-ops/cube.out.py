# pypto.program: Cube
import pypto.language as pl

@pl.program
class Cube:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            ta: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            tb: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            l0: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(ta, 0, 0, [16, 32], target_memory=pl.Mem.Left)
            r0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(tb, 0, 0, [32, 64], target_memory=pl.Mem.Right)
            l1: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(ta, 0, 32, [16, 32], target_memory=pl.Mem.Left)
            r1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(tb, 32, 0, [32, 64], target_memory=pl.Mem.Right)
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l0, r0)
            c2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l1, r1)
            pl.tile.store(c2, [i * 16, 0], out)
        return out
