# pypto.program: CarrySum
import pypto.language as pl

@pl.program
class CarrySum:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i__idx_v0, (acc__iter_v1,) in pl.range(0, 16, 2, init_values=(acc__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 0.5)
            acc__ssa_v3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(acc__iter_v1, s__ssa_v0)
            s__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_1, 0.5)
            acc__ssa_v3_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(acc__ssa_v3, s__ssa_v0_1)
            acc__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(acc__ssa_v3_1)
        out__store: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(acc__rv_v2, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
