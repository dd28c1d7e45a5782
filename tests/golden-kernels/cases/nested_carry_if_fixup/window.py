# pypto.program: NestedCarryIfFixup
import pypto.language as pl

@pl.program
class NestedCarryIfFixup:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(x, [32], [32], [32], target_memory=pl.Mem.Vec)
        w: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1024, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        for j, (v,) in pl.range(0, 3, 3, init_values=(t,)):
            unroll_main_end: pl.Scalar[pl.INDEX] = 6 + (n - 6 + 3) // 4 // 2 * 8
            unroll_rem: pl.Scalar[pl.INDEX] = (n - 6 + 3) // 4 - (n - 6 + 3) // 4 // 2 * 2
            unroll_main_end_1: pl.Scalar[pl.INDEX] = 6 + (n - 6 + 3) // 4 // 2 * 8
            unroll_rem_1: pl.Scalar[pl.INDEX] = (n - 6 + 3) // 4 - (n - 6 + 3) // 4 // 2 * 2
            unroll_main_end_2: pl.Scalar[pl.INDEX] = 6 + (n - 6 + 3) // 4 // 2 * 8
            unroll_rem_2: pl.Scalar[pl.INDEX] = (n - 6 + 3) // 4 - (n - 6 + 3) // 4 // 2 * 2
            for k, (v_1,) in pl.range(6, unroll_main_end, 8, init_values=(v,)):
                w_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(v_1, w_1)
                w_1_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_7, pl.const(1408, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(w_1, w_1_1)
                rv_1_main: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w_1_1)
            if unroll_rem == 1:
                w_1_2: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_2: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(rv_1_main, w_1_2)
                rv_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w_1_2)
            else:
                rv_1_main_mv: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.move(rv_1_main, target_memory=pl.Mem.Vec)
                rv_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv_1_main_mv)
            for k_1, (v_1_1,) in pl.range(6, unroll_main_end_1, 8, init_values=(rv_1,)):
                w_1_3: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_3: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_13, pl.const(128, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(v_1_1, w_1_3)
                w_1_4: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_4: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(256, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(w_1_3, w_1_4)
                rv_1_main_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1152, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w_1_4)
            if unroll_rem_1 == 1:
                w_1_5: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_5: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(rv_1_main_1, w_1_5)
                rv_1_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w_1_5)
            else:
                rv_1_main_mv_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.tile.move(rv_1_main_1, target_memory=pl.Mem.Vec)
                rv_1_1: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv_1_main_mv_1)
            for k_2, (v_1_2,) in pl.range(6, unroll_main_end_2, 8, init_values=(rv_1_1,)):
                w_1_6: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_20, pl.const(640, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_6: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_21, pl.const(768, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(v_1_2, w_1_6)
                w_1_7: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(384, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_7: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_23, pl.const(896, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(w_1_6, w_1_7)
                w_1_mv: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.tile.move(w_1_7, target_memory=pl.Mem.Vec)
                rv_1_main_2: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w_1_mv)
            if unroll_rem_2 == 1:
                w_1_8: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1_8: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_20, pl.const(640, pl.INT64), 128), pl.Mem.Vec] = pl.tile.add(rv_1_main_2, w_1_8)
                rv_1_2: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(w_1_8)
            else:
                rv_1_2: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv_1_main_2)
            rv: pl.Tile[[32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv_1_2)
        pl.tile.store(rv, [0], out)
        return out
