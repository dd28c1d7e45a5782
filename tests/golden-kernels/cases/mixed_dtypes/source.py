import pypto.language as pl

@pl.program
class MixedDtypes:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, u: pl.Tensor[[64, 64], pl.UINT8], s: pl.Tensor[[64, 64], pl.INT8], w: pl.Tensor[[64, 64], pl.INT32], h: pl.Tensor[[64, 64], pl.FP16], f: pl.Tensor[[64, 64], pl.FP32], yi: pl.Out[pl.Tensor[[64, 64], pl.INT8]], yu: pl.Out[pl.Tensor[[64, 64], pl.UINT8]], yf: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.INT8], pl.Tensor[[64, 64], pl.UINT8], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.pipeline(4, stage=2):
            a = pl.tile.load(u, [i * 16, 0], [16, 32])
            b = pl.tile.load(s, [i * 16, 0], [16, 32])
            c = pl.tile.load(w, [i * 16, 0], [16, 32])
            sum8 = pl.tile.add(a, b)
            wide = pl.tile.mul(sum8, c)
            back = pl.tile.cast(wide, target_type=pl.INT8)
            shifted = pl.tile.shl(a, c)
            hc = pl.tile.load(h, [i * 16, 0], [16, 1])
            x = pl.tile.load(f, [i * 16, 0], [16, 32])
            scaled = pl.tile.row_expand_mul(x, hc)
            q = pl.tile.div(scaled, x)
            yi = pl.tile.store(back, [i * 16, 0], yi)
            yu = pl.tile.store(shifted, [i * 16, 0], yu)
            yf = pl.tile.store(q, [i * 16, 0], yf)
        return yi, yu, yf
