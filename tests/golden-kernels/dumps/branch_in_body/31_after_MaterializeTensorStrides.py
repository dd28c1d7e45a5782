# pypto.program: Branchy
import pypto.language as pl

@pl.program
class Branchy:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__idx_v0 in pl.range(0, 8, 2):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            if i__idx_v0 % 2 == 0:
                u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0, attrs={"pipeline_membership": "0:0"})
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
            else:
                v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.subs(t__ssa_v0, 1.0, attrs={"pipeline_membership": "0:0"})
                out__store_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
            if (i__idx_v0 + 1) % 2 == 0:
                u__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_1, 2.0, attrs={"pipeline_membership": "0:1"})
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(u__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v0)
            else:
                v__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.subs(t__ssa_v0_1, 1.0, attrs={"pipeline_membership": "0:1"})
                out__store_v0_1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(v__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
