# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[48], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 192)], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)]]) -> pl.Tensor[[32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        a: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)] = pl.tile.store(a, [16], out)
        t: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(x, [16], [16], [16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(2, init_values=(t,)):
            if n0 < 17:
                r1, r2 = pl.yield_(v, v)
            else:
                r1, r2 = pl.yield_(v, v)
            r2_mv: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(r2, target_memory=pl.Mem.Vec)
            rv: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.yield_(r2_mv)
        for j, (w,) in pl.range(2, init_values=(rv,)):
            if n0 < 18:
                b: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.adds(w, 1.0)
                s1, s2 = pl.yield_(w, b)
            else:
                s1, s2 = pl.yield_(w, w)
            s2_mv: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(s2, target_memory=pl.Mem.Vec)
            rw: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.yield_(s2_mv)
        o_1: pl.Tensor[[32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)] = pl.tile.store(rw, [0], o)
        return o_1
