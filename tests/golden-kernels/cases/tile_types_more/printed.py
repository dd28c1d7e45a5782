# pypto.program: TileTypesMore
import pypto.language as pl

@pl.program
class TileTypesMore:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], xh: pl.Tensor[[16, 128], pl.FP16]):
        a: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        b: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [1, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        c: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [2, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        d: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [3, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        t: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [4, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        t2: pl.Tile[[2, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [6, 0], [2, 128], [2, 128], target_memory=pl.Mem.Vec)
        ah: pl.Tile[[1, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(xh, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format1(a, pl.const(64, pl.INT32))
        s1: pl.Tile[[1, 128], pl.FP16, pl.Mem.Vec] = pl.tile.mrgsort_format1(ah, pl.const(128, pl.INT32))
        s2: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(a, b, t, exhausted=False)
        s3: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(a, b, c, t, exhausted=True)
        s4: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(a, b, c, d, t, exhausted=False)
        s5: pl.Tile[[2, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(a, b, t2, exhausted=False)
        return x
