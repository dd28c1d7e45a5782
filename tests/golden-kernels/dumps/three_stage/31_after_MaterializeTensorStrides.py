# pypto.program: ThreeStage
import pypto.language as pl

@pl.program
class ThreeStage:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[192, 64], pl.FP32], y__ssa_v0: pl.Tensor[[192, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[192, 64], pl.FP32]]) -> pl.Tensor[[192, 64], pl.FP32]:
        for i__idx_v0 in pl.range(0, 12, 3):
            a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            b__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            a__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            b__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            a__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 2) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:2"})
            b__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [(i__idx_v0 + 2) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:2"})
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__ssa_v0, b__ssa_v0, attrs={"pipeline_membership": "0:0"})
            d__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(c__ssa_v0, c__ssa_v0, attrs={"pipeline_membership": "0:0"})
            e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(d__ssa_v0, a__ssa_v0, attrs={"pipeline_membership": "0:0"})
            out__store: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
            c__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__ssa_v0_1, b__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            d__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(c__ssa_v0_1, c__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            e__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(d__ssa_v0_1, a__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            out__store_1: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(e__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v0)
            c__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__ssa_v0_2, b__ssa_v0_2, attrs={"pipeline_membership": "0:2"})
            d__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(c__ssa_v0_2, c__ssa_v0_2, attrs={"pipeline_membership": "0:2"})
            e__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(d__ssa_v0_2, a__ssa_v0_2, attrs={"pipeline_membership": "0:2"})
            out__store_2: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(e__ssa_v0_2, [(i__idx_v0 + 2) * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[192, 64], pl.FP32], y__ssa_v0: pl.Tensor[[192, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[192, 64], pl.FP32]]) -> pl.Tensor[[192, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[192, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
