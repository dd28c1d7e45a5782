# pypto.program: TileTensorViews
import pypto.language as pl

@pl.program
class TileTensorViews:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)], y: pl.Tensor[[128, 64], pl.BF16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)], w: pl.Tensor[[128, 64], pl.BF16, pl.TensorView(stride=[1, 128], layout=pl.TensorLayout.DN, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 64])] = pl.tile.load(x, [0, 0], [64, 64], [32, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 64])] = pl.tile.adds(a, 1.0)
        m: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        l: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(m, 0, 0, [32, 64], target_memory=pl.Mem.Left)
        r: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(c, target_memory=pl.Mem.Vec)
        z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        o: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(b, [0, 0], out)
        o2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(v, [0, 0], o, atomic=pl.AtomicType.Add)
        return o2
