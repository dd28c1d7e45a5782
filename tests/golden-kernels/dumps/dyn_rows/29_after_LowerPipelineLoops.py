# pypto.program: DynRows
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class DynRows:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(M: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[M, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP16]]) -> pl.Tensor[[M, 64], pl.FP16]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (M // 16 - 0) // 2 * 2
        for i__idx_v0 in pl.pipeline(0, unroll_main_end, 2, stage=1):
            h__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(h__ssa_v0, target_type=pl.FP32, mode='round', attrs={"pipeline_membership": "0:0"})
            tmp__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0, attrs={"pipeline_membership": "0:0"})
            mn__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_min(t__ssa_v0, tmp__ssa_v0, attrs={"pipeline_membership": "0:0"})
            u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mn__ssa_v0, attrs={"pipeline_membership": "0:0"})
            r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(u__ssa_v0, attrs={"pipeline_membership": "0:0"})
            hb__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(r__ssa_v0, target_type=pl.FP16, mode='round', attrs={"pipeline_membership": "0:0"})
            out__store: pl.Tensor[[M, 64], pl.FP16] = pl.tile.store(hb__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
            h__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [(i__idx_v0 + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(h__ssa_v0_1, target_type=pl.FP32, mode='round', attrs={"pipeline_membership": "0:1"})
            tmp__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0, attrs={"pipeline_membership": "0:1"})
            mn__ssa_v0_1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_min(t__ssa_v0_1, tmp__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            u__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0_1, mn__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            r__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(u__ssa_v0_1, attrs={"pipeline_membership": "0:1"})
            hb__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(r__ssa_v0_1, target_type=pl.FP16, mode='round', attrs={"pipeline_membership": "0:1"})
            out__store_1: pl.Tensor[[M, 64], pl.FP16] = pl.tile.store(hb__ssa_v0_1, [(i__idx_v0 + 1) * 16, 0], out__ssa_v0)
        unroll_rem: pl.Scalar[pl.INDEX] = M // 16 - unroll_main_end
        if unroll_rem == 1:
            h__ssa_v0_2: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [unroll_main_end * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
            t__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(h__ssa_v0_2, target_type=pl.FP32, mode='round', attrs={"pipeline_membership": "1:0"})
            tmp__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0, attrs={"pipeline_membership": "1:0"})
            mn__ssa_v0_2: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_min(t__ssa_v0_2, tmp__ssa_v0_2, attrs={"pipeline_membership": "1:0"})
            u__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0_2, mn__ssa_v0_2, attrs={"pipeline_membership": "1:0"})
            r__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(u__ssa_v0_2, attrs={"pipeline_membership": "1:0"})
            hb__ssa_v0_2: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(r__ssa_v0_2, target_type=pl.FP16, mode='round', attrs={"pipeline_membership": "1:0"})
            out__store_2: pl.Tensor[[M, 64], pl.FP16] = pl.tile.store(hb__ssa_v0_2, [unroll_main_end * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[M, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP16]]) -> pl.Tensor[[M, 64], pl.FP16]:
        out__ssa_v1: pl.Tensor[[M, 64], pl.FP16] = self.main_incore_0(M, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
