# pypto.program: RowSoftmax
import pypto.language as pl

@pl.program
class RowSoftmax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[128, 64], pl.BF16]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        for i__idx_v0 in pl.range(0, 8, 2):
            xb__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_5, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            xb__ssa_v0_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_15, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(xb__ssa_v0, target_type=pl.FP32, mode='round')
            tmp__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            n__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(p__ssa_v0)
            a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.abs(n__ssa_v0)
            pb__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(a__ssa_v0, target_type=pl.BF16, mode='rint')
            out__store: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(pb__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(xb__ssa_v0_1, target_type=pl.FP32, mode='round')
            tmp__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            mx__ssa_v0_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0_1, tmp__ssa_v0_1)
            d__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0_1, mx__ssa_v0_1)
            e__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(d__ssa_v0_1)
            s__ssa_v0_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0_1, tmp__ssa_v0_1)
            p__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0_1, s__ssa_v0_1)
            n__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(p__ssa_v0_1)
            a__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.abs(n__ssa_v0_1)
            pb__ssa_v0_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(a__ssa_v0_1, target_type=pl.BF16, mode='rint')
            out__store_1: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(pb__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[128, 64], pl.BF16]:
        out__ssa_v1: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
