# pypto.program: IntBounds
import pypto.language as pl

@pl.program
class IntBounds:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], lens: pl.Tensor[[4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], m: pl.Scalar[pl.INT64], w: pl.Scalar[pl.INT32], u: pl.Scalar[pl.UINT32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [1])
        s: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [0])
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (pl.cast(n, pl.INDEX) - 0) // 4 * 4
        for i, (acc,) in pl.range(0, unroll_main_end, 4, init_values=(out,)):
            t: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [i * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            t_2: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(512, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(i + 2) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            t_3: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(768, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(i + 3) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            o: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t, [i * 2, 0], acc)
            o_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_1, [(i + 1) * 2, 0], o)
            o_2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_2, [(i + 2) * 2, 0], o_1)
            o_3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_3, [(i + 3) * 2, 0], o_2)
            r_main: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.yield_(o_3)
        unroll_rem: pl.Scalar[pl.INDEX] = pl.cast(n, pl.INDEX) - unroll_main_end
        if unroll_rem == 1:
            t_4: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            o_4: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_4, [unroll_main_end * 2, 0], r_main)
            r: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 8192)] = pl.yield_(o_4)
        else:
            if unroll_rem == 2:
                t_5: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                o_5: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_5, [unroll_main_end * 2, 0], r_main)
                t_6: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(unroll_main_end + 1) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                o_6: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_6, [(unroll_main_end + 1) * 2, 0], o_5)
                r_rem2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 8192)] = pl.yield_(o_6)
            else:
                if unroll_rem == 3:
                    t_7: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                    o_7: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_7, [unroll_main_end * 2, 0], r_main)
                    t_8: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(unroll_main_end + 1) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                    o_8: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_8, [(unroll_main_end + 1) * 2, 0], o_7)
                    t_9: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(512, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(unroll_main_end + 2) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                    o_9: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t_9, [(unroll_main_end + 2) * 2, 0], o_8)
                    r_rem3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 8192)] = pl.yield_(o_9)
                else:
                    r_rem3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 8192)] = pl.yield_(r_main)
                r_rem2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 8192)] = pl.yield_(r_rem3)
            r: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 8192)] = pl.yield_(r_rem2)
        unroll_main_end_1: pl.Scalar[pl.INDEX] = pl.cast(s, pl.INDEX) + (pl.cast(n, pl.INDEX) + 3 - pl.cast(s, pl.INDEX) + 1) // 2 // 2 * 4
        for j, (acc2,) in pl.range(s, unroll_main_end_1, 4, init_values=(r,)):
            t2: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [j * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            t2_1: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(j + 2) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            u2: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(t2, 2.0)
            o2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u2, [j * 2, 0], acc2)
            u2_1: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(t2_1, 2.0)
            o2_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u2_1, [(j + 2) * 2, 0], o2)
            r2_main: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 8192)] = pl.yield_(o2_1)
        unroll_rem_1: pl.Scalar[pl.INDEX] = (pl.cast(n, pl.INDEX) + 3 - pl.cast(s, pl.INDEX) + 1) // 2 - (pl.cast(n, pl.INDEX) + 3 - pl.cast(s, pl.INDEX) + 1) // 2 // 2 * 2
        if unroll_rem_1 == 1:
            t2_2: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end_1 * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            u2_2: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(t2_2, 2.0)
            o2_2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u2_2, [unroll_main_end_1 * 2, 0], r2_main)
            r2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 8192)] = pl.yield_(o2_2)
        else:
            r2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 8192)] = pl.yield_(r2_main)
        unroll_main_end_2: pl.Scalar[pl.INDEX] = pl.cast(w, pl.INT64) + (m - pl.cast(w, pl.INT64)) // 3 * 3
        for q, (acc3,) in pl.range(w, unroll_main_end_2, 3, init_values=(r2,)):
            t3: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [q * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            t3_1: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(q + 1) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            t3_2: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(512, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(q + 2) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            o3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t3, [q * 2, 0], acc3)
            o3_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t3_1, [(q + 1) * 2, 0], o3)
            o3_2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t3_2, [(q + 2) * 2, 0], o3_1)
            r3_main: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 8192)] = pl.yield_(o3_2)
        unroll_rem_2: pl.Scalar[pl.INDEX] = m - unroll_main_end_2
        if unroll_rem_2 == 1:
            t3_3: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end_2 * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            o3_3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t3_3, [unroll_main_end_2 * 2, 0], r3_main)
            r3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 8192)] = pl.yield_(o3_3)
        else:
            if unroll_rem_2 == 2:
                t3_4: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end_2 * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                o3_4: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t3_4, [unroll_main_end_2 * 2, 0], r3_main)
                t3_5: pl.Tile[[2, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [(unroll_main_end_2 + 1) * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
                o3_5: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t3_5, [(unroll_main_end_2 + 1) * 2, 0], o3_4)
                r3_rem2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 8192)] = pl.yield_(o3_5)
            else:
                r3_rem2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 8192)] = pl.yield_(r3_main)
            r3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 8192)] = pl.yield_(r3_rem2)
        a: pl.Scalar[pl.INDEX] = pl.cast(w, pl.INDEX) + 1
        b: pl.Scalar[pl.INDEX] = 2 * m
        c: pl.Scalar[pl.INT64] = m * 2
        d: pl.Scalar[pl.UINT32] = u + pl.cast(w, pl.UINT32)
        e: pl.Scalar[pl.INT32] = w + pl.cast(u, pl.INT32)
        f: pl.Scalar[pl.INDEX] = pl.min(pl.cast(w, pl.INDEX), a)
        g: pl.Scalar[pl.INT32] = n - s
        h: pl.Scalar[pl.INDEX] = pl.cast(n, pl.INDEX) // 2 + m
        if pl.cast(w, pl.INT64) < m:
            v: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 8192)] = pl.tensor.write(r3, [0, 0], 1.0)
            y: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 8192)] = pl.yield_(v)
        else:
            y: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 8192)] = pl.yield_(r3)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], lens: pl.Tensor[[4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], m: pl.Scalar[pl.INT64], w: pl.Scalar[pl.INT32], u: pl.Scalar[pl.UINT32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.k(x, lens, m, w, u, out)
        return out_1
