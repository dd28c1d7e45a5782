# pypto.program: PadViews
import pypto.language as pl

@pl.program
class PadViews:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32]):
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t, 16, 16)
        f: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v, pad_value=pl.PadValue.zero)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(v, pad_value=pl.PadValue.max)
        e1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.add(f, t)
        e2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, f)
        e3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.muls(f, 2.0)
        e4: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.exp(f)
        e5: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.add(g, f)
        e6: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.cast(f, target_type=pl.BF16, mode='round')
        e7: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.maximum(f, t)
        e8: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(f, t)
        e9: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.expands(f, 1.0)
        e10: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(f, [8, 16], [0, 0])
        e11: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(f, [32, 16])
        e12: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.add(e1, t)
        return x
