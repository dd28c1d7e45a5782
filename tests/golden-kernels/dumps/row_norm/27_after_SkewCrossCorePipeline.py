# pypto.program: RowNorm
import pypto.language as pl

@pl.program
class RowNorm:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], g__ssa_v0: pl.Tensor[[1, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.BF16]]) -> pl.Tensor[[128, 128], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            w__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(g__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            sq__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 16])
            m__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.0078125)
            m__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [16, 1])
            t__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 16])
            t__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__rm_a0_tmp_v2, 9.9999999999999995e-07)
            t__tmp_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v3, [16, 1])
            r__rm_a0_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t__tmp_v0, [1, 16])
            r__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v4)
            r__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v5, [16, 1])
            y__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(t__ssa_v0, r__ssa_v0)
            z__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, w__ssa_v0)
            zb__ssa_v0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[128, 128], pl.BF16] = pl.tile.store(zb__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], g__ssa_v0: pl.Tensor[[1, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.BF16]]) -> pl.Tensor[[128, 128], pl.BF16]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.BF16] = self.main_incore_0(x__ssa_v0, g__ssa_v0, out__ssa_v0)
        return out__ssa_v1
