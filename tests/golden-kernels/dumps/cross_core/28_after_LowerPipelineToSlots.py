# pypto.program: CrossCore
import pypto.language as pl

@pl.program
class CrossCore:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(d__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.main_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.main_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
