# pypto.program: Cast
import pypto.language as pl

@pl.program
class Cast:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], h: pl.Out[pl.Tensor[[64, 64], pl.FP16]], q: pl.Out[pl.Tensor[[64, 64], pl.INT8]]) -> pl.Tensor[[64, 64], pl.FP16]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            b0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='none')
            b1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='rint')
            b2: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='round')
            b3: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='floor')
            b4: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='ceil')
            b5: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='trunc')
            b6: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='odd')
            f0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(b0, target_type=pl.FP32, mode='round')
            f1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(f0, pl.tile.cast(b1, target_type=pl.FP32, mode='round'))
            f2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(f1, pl.tile.cast(b2, target_type=pl.FP32, mode='round'))
            f3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(f2, pl.tile.cast(b3, target_type=pl.FP32, mode='round'))
            f4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(f3, pl.tile.cast(b4, target_type=pl.FP32, mode='round'))
            f5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(f4, pl.tile.cast(b5, target_type=pl.FP32, mode='round'))
            f6: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(f5, pl.tile.cast(b6, target_type=pl.FP32, mode='round'))
            hh: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(f6, target_type=pl.FP16, mode='rint')
            i32: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.INT32, mode='trunc')
            i8: pl.Tile[[16, 64], pl.INT8, pl.Mem.Vec] = pl.tile.cast(i32, target_type=pl.INT8, mode='round')
            pl.tile.store(hh, [i * 16, 0], h)
            pl.tile.store(i8, [i * 16, 0], q)
        return h
