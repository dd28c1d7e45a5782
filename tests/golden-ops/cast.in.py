import pypto.language as pl

@pl.program
class Cast:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], h: pl.Out[pl.Tensor[[64, 64], pl.FP16]], q: pl.Out[pl.Tensor[[64, 64], pl.INT8]]) -> pl.Tensor[[64, 64], pl.FP16]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            b0 = pl.tile.cast(t, target_type=pl.BF16, mode='none')
            b1 = pl.tile.cast(t, target_type=pl.BF16, mode='rint')
            b2 = pl.tile.cast(t, target_type=pl.BF16, mode='round')
            b3 = pl.tile.cast(t, target_type=pl.BF16, mode='floor')
            b4 = pl.tile.cast(t, target_type=pl.BF16, mode='ceil')
            b5 = pl.tile.cast(t, target_type=pl.BF16, mode='trunc')
            b6 = pl.tile.cast(t, target_type=pl.BF16, mode='odd')
            f0 = pl.tile.cast(b0, target_type=pl.FP32)
            f1 = pl.tile.add(f0, pl.tile.cast(b1, target_type=pl.FP32))
            f2 = pl.tile.add(f1, pl.tile.cast(b2, target_type=pl.FP32))
            f3 = pl.tile.add(f2, pl.tile.cast(b3, target_type=pl.FP32))
            f4 = pl.tile.add(f3, pl.tile.cast(b4, target_type=pl.FP32))
            f5 = pl.tile.add(f4, pl.tile.cast(b5, target_type=pl.FP32))
            f6 = pl.tile.add(f5, pl.tile.cast(b6, target_type=pl.FP32))
            hh = pl.tile.cast(f6, target_type=pl.FP16, mode='rint')
            i32 = pl.tile.cast(t, target_type=pl.INT32, mode='trunc')
            i8 = pl.tile.cast(i32, target_type=pl.INT8)
            pl.tile.store(hh, [i * 16, 0], h)
            pl.tile.store(i8, [i * 16, 0], q)
        return h
