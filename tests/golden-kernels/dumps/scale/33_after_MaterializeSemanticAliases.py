# pypto.program: Scale
import pypto.language as pl

@pl.program
class Scale:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        for i__idx_v0 in pl.range(0, 4, 2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0, attrs={"pipeline_membership": "0:0"})
            out__store: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
            u__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_1, 2.0, attrs={"pipeline_membership": "0:1"})
            out__store_1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(u__ssa_v0_1, [(i__idx_v0 + 1) * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
