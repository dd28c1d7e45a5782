# pypto.program: SpmdGroup
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class SpmdGroup:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_rows(x__ssa_v0: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], out__ssa_v0: pl.Out[pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for i__idx_v0, (out__iter_v1,) in pl.range(0, 4, 2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t__ssa_v0_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0, attrs={"pipeline_membership": "0:0"})
            l__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.log(e__ssa_v0, attrs={"pipeline_membership": "0:0"})
            r__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(l__ssa_v0, attrs={"pipeline_membership": "0:0"})
            out__ssa_v3: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(r__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            e__ssa_v0_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            l__ssa_v0_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.log(e__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            r__ssa_v0_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(l__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            out__ssa_v3_1: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(r__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v3)
            out__rv_v2: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.yield_(out__ssa_v3_1)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], y__ssa_v0: pl.Out[pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.scale_rows(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x__ssa_v0: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], y__ssa_v0: pl.Out[pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 128], pl.FP32]:
        with pl.scope():
            y__ssa_v1: pl.Tensor[[N, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.main_spmd_0(x__ssa_v0, y__ssa_v0, attrs={"core_num": 4})
        return y__ssa_v1
