# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(x, [32], [32], [32], target_memory=pl.Mem.Vec)
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0 + 2) // 3 // 2 * 6
        for i, (v,) in pl.pipeline(0, unroll_main_end, 6, stage=1, init_values=(t,)):
            c: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.create([32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            c_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.create([32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            rv_main: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(c_1)
        unroll_rem: pl.Scalar[pl.INDEX] = (n - 0 + 2) // 3 - (n - 0 + 2) // 3 // 2 * 2
        if unroll_rem == 1:
            c_2: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.create([32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            rv: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(c_2)
        else:
            rv_main_mv: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.move(rv_main, target_memory=pl.Mem.Vec)
            rv: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv_main_mv)
        for j, (w,) in pl.range(2, init_values=(rv,)):
            rw: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w)
        o: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = pl.tile.store(rw, [0], out)
        return o
