# pypto.program: MrgsortFresh
import pypto.language as pl

@pl.program
class MrgsortFresh:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(p0: pl.Tensor[[4, 128], pl.FP32], p1: pl.Tensor[[4, 128], pl.FP32], p2: pl.Tensor[[4, 256], pl.FP32], y: pl.Out[pl.Tensor[[4, 256], pl.FP32]]) -> pl.Tensor[[4, 256], pl.FP32]:
        a0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(p0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format1(a0, pl.const(64, pl.INT32))
        a1: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(p1, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        a2: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(p2, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(s0, a1, a2, exhausted=False)
        y2: pl.Tensor[[4, 256], pl.FP32] = pl.tile.store(r, [0, 0], y)
        return y2
