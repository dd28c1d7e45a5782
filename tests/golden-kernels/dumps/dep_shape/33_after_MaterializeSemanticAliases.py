# pypto.program: DepShape
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DepShape:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(tmp__ssa_v0: pl.Out[pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[m__ssa_v0, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for i__idx_v0, (tmp__iter_v1,) in pl.range(0, 4, 2, init_values=(tmp__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0, attrs={"pipeline_membership": "0:0"})
            tmp__ssa_v3: pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 16, 0], tmp__iter_v1)
            u__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_1, 2.0, attrs={"pipeline_membership": "0:1"})
            tmp__ssa_v3_1: pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(u__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], tmp__ssa_v3)
            tmp__rv_v2: pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(tmp__ssa_v3_1)
        return tmp__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(tmp__rv_v2: pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for j__idx_v0 in pl.range(0, 4, 2):
            v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(tmp__rv_v2, [j__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            v__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(tmp__rv_v2, [(j__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            w__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(v__ssa_v0, v__ssa_v0, attrs={"pipeline_membership": "0:0"})
            out__store: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(w__ssa_v0, [j__idx_v0 * 16, 0], out__ssa_v0)
            w__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(v__ssa_v0_1, v__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            out__store_1: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(w__ssa_v0_1, [(j__idx_v0 + 1) * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        m__ssa_v0: pl.Scalar[pl.INDEX] = N * 2
        tmp__ssa_v0: pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tensor.create([m__ssa_v0, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        tmp__rv_v2: pl.Tensor[[m__ssa_v0, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.main_incore_0(tmp__ssa_v0, x__ssa_v0)
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.main_incore_1(tmp__rv_v2, out__ssa_v0)
        return out__ssa_v1
