# pypto.program: Nested
import pypto.language as pl

@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for i__idx_v0 in pl.range(4):
            for j__idx_v0 in pl.range(0, 4, 2):
                t__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, j__idx_v0 * 32], [32, 32], [32, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
                t__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, (j__idx_v0 + 1) * 32], [32, 32], [32, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
                u__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0, attrs={"pipeline_membership": "0:0"})
                out__store: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 32, j__idx_v0 * 32], out__ssa_v0)
                u__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
                out__store_1: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(u__ssa_v0_1, [i__idx_v0 * 32, (j__idx_v0 + 1) * 32], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
