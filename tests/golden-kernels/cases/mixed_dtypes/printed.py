# pypto.program: MixedDtypes
import pypto.language as pl

@pl.program
class MixedDtypes:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(u: pl.Tensor[[64, 64], pl.UINT8], s: pl.Tensor[[64, 64], pl.INT8], w: pl.Tensor[[64, 64], pl.INT32], h: pl.Tensor[[64, 64], pl.FP16], f: pl.Tensor[[64, 64], pl.FP32], yi: pl.Out[pl.Tensor[[64, 64], pl.INT8]], yu: pl.Out[pl.Tensor[[64, 64], pl.UINT8]], yf: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.INT8], pl.Tensor[[64, 64], pl.UINT8], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.pipeline(4, stage=2):
            a: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.load(u, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(s, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            c: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(w, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            sum8: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.add(a, b)
            wide: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.mul(sum8, c)
            back: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.cast(wide, target_type=pl.INT8, mode='round')
            shifted: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.shl(a, c)
            hc: pl.Tile[[16, 1], pl.FP16, pl.Mem.Vec] = pl.tile.load(h, [i * 16, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            x: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(f, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            scaled: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(x, hc)
            q: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(scaled, x)
            yi: pl.Tensor[[64, 64], pl.INT8] = pl.tile.store(back, [i * 16, 0], yi)
            yu: pl.Tensor[[64, 64], pl.UINT8] = pl.tile.store(shifted, [i * 16, 0], yu)
            yf: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(q, [i * 16, 0], yf)
        return yi, yu, yf
