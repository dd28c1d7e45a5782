# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[3, 24], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 144)], out: pl.Out[pl.Tensor[[3, 24], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 288)]]) -> pl.Tensor[[3, 24], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t: pl.Tile[[1, 8], pl.FP16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x, [2, 16], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        ci: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.cast(cv, target_type=pl.INT32, mode='floor')
        o: pl.Tensor[[3, 24], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 288)] = pl.tile.store(ci, [0, 0], out)
        for i, (v,) in pl.range(3, init_values=(cv,)):
            d: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(v, v)
            for k, (w,) in pl.range(2, init_values=(d,)):
                rw: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(w)
            e: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.muls(rw, 0.5)
            rv: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(d)
        c2: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.cast(rv, target_type=pl.INT32, mode='floor')
        o_1: pl.Tensor[[3, 24], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 288)] = pl.tile.store(c2, [1, 0], o)
        return o_1
