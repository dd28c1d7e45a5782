# pypto.program: WindowDyn
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class WindowDyn:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (N // 16 - 0) // 2 * 2
        for i, (acc,) in pl.range(0, unroll_main_end, 2, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t, 3.0)
            o: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(u, [i * 16, 0], acc)
            u_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t_1, 3.0)
            o_1: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(u_1, [(i + 1) * 16, 0], o)
            r_main: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(o_1)
        unroll_rem: pl.Scalar[pl.INDEX] = N // 16 - unroll_main_end
        if unroll_rem == 1:
            t_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t_2, 3.0)
            o_2: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(u_2, [unroll_main_end * 16, 0], r_main)
            r: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(o_2)
        else:
            r: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(r_main)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out_1: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.k(x, out)
        return out_1
