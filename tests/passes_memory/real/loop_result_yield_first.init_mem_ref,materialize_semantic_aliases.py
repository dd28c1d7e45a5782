# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def init_is_a_view(x: pl.Tensor[[8, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t: pl.Tile[[2, 16], pl.BF16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(x, [0, 16], [2, 16], [2, 16], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        for i, (v,) in pl.range(3, init_values=(cv,)):
            u: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(pl.tile.reshape(v, [4, 8]), 3.0)
            d: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(u, [2, 16])
            for j, (w,) in pl.range(2, init_values=(d,)):
                m: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                a: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.adds(m, 1.0)
                rw: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(a)
            rv: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rw)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(rv, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def yield_is_a_view(x: pl.Tensor[[8, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t: pl.Tile[[2, 16], pl.BF16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(x, [0, 16], [2, 16], [2, 16], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        for i, (v,) in pl.range(3, init_values=(cv,)):
            d: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.maximum(v, v)
            for j, (w,) in pl.range(2, init_values=(d,)):
                rs: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(w, [4, 8])
                back: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(rs, [2, 16])
                rw: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(back)
            rv: pl.Tile[[2, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rw)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(rv, [0, 0], out)
        return o
