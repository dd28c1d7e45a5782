# pypto.program: MatmulChain
import pypto.language as pl

@pl.program
class MatmulChain:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], c__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            p__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            tc__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(c__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            rc__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tc__ssa_v0, target_memory=pl.Mem.Right)
            acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p__ssa_v0, la__ssa_v0, rc__ssa_v0)
            out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], c__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, out__ssa_v0)
        return out__ssa_v1
