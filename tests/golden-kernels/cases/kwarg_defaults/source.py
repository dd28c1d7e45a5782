import pypto.language as pl

@pl.program
class KwargDefaults:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(y: pl.Tensor[[64, 32], pl.FP32], h: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        f: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        g: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        k: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(h, [4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        a1: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(f, g)
        a2: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.log(a1)
        a3: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.recip(a2)
        a4: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(a3)
        a5: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(a4)
        a6: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a5)
        a7: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec] = pl.tile.cast(a6, target_type=pl.FP16)
        a8: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(k, target_type=pl.FP32)
        a9: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.divs(a8, 2.0)
        a10: pl.Tile[[4, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(a9, g)
        a11: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(a9, a10)
        a12: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.fmods(a11, 3.0)
        a13: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=1.0)
        a14: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(a12, a13)
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(a14, [0, 0], out)
        return o
