import pypto.language as pl

@pl.program
class KwargOrder:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(y: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        f: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [4, 32], clamp=True, target_memory=pl.Mem.Vec)
        g: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [4, 0], [4, 32], clamp=False)
        h: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [8, 0], [4, 32], [4, 32], pl.Mem.Vec)
        a1: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec] = pl.tile.cast(f, mode='floor', target_type=pl.FP16)
        a2: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(a1, pl.FP32)
        a3: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(a2, g, high_precision=False)
        a4: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(a3, h, high_precision=True)
        a5: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], value=1.0, dtype=pl.FP32)
        a6: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], pl.FP32, value=2)
        a7: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 32], target_memory=pl.Mem.Vec, dtype=pl.FP32)
        a8: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 32], dtype=pl.FP32)
        a9: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ci(0, [1, 32], descending=True, dtype=pl.INT32)
        a10: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ci(0, [1, 32])
        a11: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.tri(0, [4, 32], upper=True)
        a12: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(a4, blayout=None, target_memory=pl.Mem.Vec)
        a13: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.fillpad(a12)
        a14: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a13, [4, 16], [0, 0], pad_value=None)
        a15: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(a12, a5)
        a16: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(a15, a6)
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(a16, [0, 0], out, atomic=pl.AtomicType.None_)
        return o
