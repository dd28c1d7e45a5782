# pypto.program: SpmdScopes
import pypto.language as pl

T = pl.dynamic("T")

@pl.program
class SpmdScopes:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[T, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[T, 128], pl.FP32]]) -> pl.Tensor[[T, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(0, 4, 2, stage=1, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0, attrs={"pipeline_membership": "0:0"})
            out__ssa_v3: pl.Tensor[[T, 128], pl.FP32] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            t__ssa_v0_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            u__ssa_v0_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0_1, 3.0, attrs={"pipeline_membership": "0:1"})
            out__ssa_v3_1: pl.Tensor[[T, 128], pl.FP32] = pl.tile.store(u__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v3)
            out__rv_v2: pl.Tensor[[T, 128], pl.FP32] = pl.yield_(out__ssa_v3_1)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def main_spmd_0(self, y__ssa_v1: pl.Tensor[[T, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[T, 128], pl.FP32]]) -> pl.Tensor[[T, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[T, 128], pl.FP32] = self.scale(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x__ssa_v0: pl.Tensor[[T, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[T, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[T, 128], pl.FP32]]) -> pl.Tensor[[T, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[T, 128], pl.FP32] = self.scale(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[T, 128], pl.FP32] = self.main_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
