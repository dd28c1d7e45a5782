# pypto.program: MrgsortFresh
import pypto.language as pl

@pl.program
class MrgsortFresh:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(p0: pl.Tensor[[4, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], p1: pl.Tensor[[4, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], p2: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)], y: pl.Out[pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[4, 256], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        a0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(p0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.mrgsort_format1(a0, pl.const(64, pl.INT32))
        a1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(p1, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        a2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(p2, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mrgsort_format2(s0, a1, a2, exhausted=False)
        y2: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(r, [0, 0], y)
        return y2
