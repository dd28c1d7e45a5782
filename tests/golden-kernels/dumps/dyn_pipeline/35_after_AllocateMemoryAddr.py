# pypto.program: DynScale
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DynScale:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (N // 64 - 0) // 2 * 2
        for i__idx_v0 in pl.range(0, unroll_main_end, 2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            t__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
            u__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49152, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_1, 2.0)
            v__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(u__ssa_v0_1, t__ssa_v0_1)
            out__store_1: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(v__ssa_v0_1, [(i__idx_v0 + 1) * 64, 0], out__ssa_v0)
        unroll_rem: pl.Scalar[pl.INDEX] = N // 64 - unroll_main_end
        if unroll_rem == 1:
            t__ssa_v0_2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [unroll_main_end * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0_2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_2, 2.0)
            v__ssa_v0_2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(u__ssa_v0_2, t__ssa_v0_2)
            out__store_2: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(v__ssa_v0_2, [unroll_main_end * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.main_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
