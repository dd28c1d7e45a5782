# pypto.program: CrossCore
import pypto.language as pl

@pl.program
class CrossCore:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_10: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_13: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.range(0, 4, 2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            ta__ssa_v0_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [(i__idx_v0 + 1) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            tb__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_7, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_10, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
            la__ssa_v0_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(ta__ssa_v0_1, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            rb__ssa_v0_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_12, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tb__ssa_v0_1, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            c__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_13, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0_1, rb__ssa_v0_1)
            pl.tile.tpush_to_aiv(c__ssa_v0_1, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.range(0, 4, 2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, attrs={"pipeline_membership": "0:0"})
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0, attrs={"pipeline_membership": "0:0"})
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                out__store: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(d__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, attrs={"pipeline_membership": "0:1"})
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0, attrs={"pipeline_membership": "0:1"})
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                out__store_1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(d__ssa_v0_1, [(i__idx_v0 + 1) * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.range(0, 4, 2):
                out__store_2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = out__ssa_v0
                out__store_3: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)] = out__ssa_v0
                c__ssa_v0_Vec_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0, attrs={"pipeline_membership": "1:0"})
                d__ssa_v0_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_2, 2.0, attrs={"pipeline_membership": "1:0"})
                pl.system.tfree_to_aic(c__ssa_v0_Vec_2, split=0)
                c__ssa_v0_Vec_3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0, attrs={"pipeline_membership": "1:1"})
                d__ssa_v0_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_3, 2.0, attrs={"pipeline_membership": "1:1"})
                pl.system.tfree_to_aic(c__ssa_v0_Vec_3, split=0)
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.main_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.main_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
