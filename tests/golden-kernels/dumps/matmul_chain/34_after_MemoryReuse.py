# pypto.program: MatmulChain
import pypto.language as pl

@pl.program
class MatmulChain:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], c__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_12: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        for i__idx_v0 in pl.range(0, 4, 2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            tc__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(c__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            ta__ssa_v0_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_7, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [(i__idx_v0 + 1) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            tc__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(c__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            p__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_12, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            rc__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tc__ssa_v0, target_memory=pl.Mem.Right)
            acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_12, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(p__ssa_v0, la__ssa_v0, rc__ssa_v0)
            out__store: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(acc__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            la__ssa_v0_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(ta__ssa_v0_1, target_memory=pl.Mem.Left)
            rb__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tb__ssa_v0_1, target_memory=pl.Mem.Right)
            p__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_12, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0_1, rb__ssa_v0_1)
            rc__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tc__ssa_v0_1, target_memory=pl.Mem.Right)
            acc__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_12, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(p__ssa_v0_1, la__ssa_v0_1, rc__ssa_v0_1)
            out__store_1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(acc__ssa_v0_1, [(i__idx_v0 + 1) * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], c__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, out__ssa_v0)
        return out__ssa_v1
