# pypto.program: KwargOrder
import pypto.language as pl

@pl.program
class KwargOrder:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(y: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        f: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec, clamp=True)
        g: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        h: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [8, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        a1: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec] = pl.tile.cast(f, target_type=pl.FP16, mode='floor')
        a2: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(a1, target_type=pl.FP32, mode='round')
        a3: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(a2, g)
        a4: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(a3, h, high_precision=True)
        a5: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=1.0)
        a6: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=2)
        a7: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        a8: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        a9: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=True)
        a10: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        a11: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.tri(pl.const(0, pl.INT32), [4, 32], dtype=pl.INT32, upper=True)
        a12: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(a4, target_memory=pl.Mem.Vec)
        a13: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(a12, pad_value=pl.PadValue.zero)
        a14: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(a13, [4, 16], [0, 0])
        a15: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(a12, a5)
        a16: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(a15, a6)
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(a16, [0, 0], out)
        return o
