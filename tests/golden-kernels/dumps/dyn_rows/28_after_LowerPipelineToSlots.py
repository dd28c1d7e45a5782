# pypto.program: DynRows
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class DynRows:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(M: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[M, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP16]]) -> pl.Tensor[[M, 64], pl.FP16]:
        for i__idx_v0 in pl.pipeline(M // 16, stage=2):
            h__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(h__ssa_v0, target_type=pl.FP32, mode='round')
            tmp__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            mn__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_min(t__ssa_v0, tmp__ssa_v0)
            u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mn__ssa_v0)
            r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(u__ssa_v0)
            hb__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(r__ssa_v0, target_type=pl.FP16, mode='round')
            out__store: pl.Tensor[[M, 64], pl.FP16] = pl.tile.store(hb__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[M, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP16]]) -> pl.Tensor[[M, 64], pl.FP16]:
        out__ssa_v1: pl.Tensor[[M, 64], pl.FP16] = self.main_incore_0(M, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
