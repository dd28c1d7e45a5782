# pypto.program: MatmulChain
import pypto.language as pl

@pl.program
class MatmulChain:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], c__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__idx_v0 in pl.range(0, 4, 2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            tc__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(c__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            ta__ssa_v0_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [(i__idx_v0 + 1) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            tb__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            tc__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(c__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            p__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            rc__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tc__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p__ssa_v0, la__ssa_v0, rc__ssa_v0)
            out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            la__ssa_v0_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0_1, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            rb__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0_1, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            p__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0_1, rb__ssa_v0_1)
            rc__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tc__ssa_v0_1, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            acc__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p__ssa_v0_1, la__ssa_v0_1, rc__ssa_v0_1)
            out__store_1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(acc__ssa_v0_1, [(i__idx_v0 + 1) * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], c__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, out__ssa_v0)
        return out__ssa_v1
