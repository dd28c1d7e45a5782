# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        if n0 < 3:
            u: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            r: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(u)
        else:
            if n0 < 5:
                e5: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.adds(t, 2.0)
                p: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(e5)
            else:
                t_mv: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec)
                p: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(t_mv)
            if n0 < 7:
                e6: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.adds(p, 3.0)
                q: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(e6)
            else:
                p_mv: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(p, target_memory=pl.Mem.Vec)
                q: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(p_mv)
            r: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(q)
        w: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        o: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(r, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(w, [8, 0], o)
        o_2: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(t, [8, 0], o_1)
        return o_2
