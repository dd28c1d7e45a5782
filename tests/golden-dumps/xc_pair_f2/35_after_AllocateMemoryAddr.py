# pypto.program: XcPairF2
import pypto.language as pl

@pl.program
class XcPairF2:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]):
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_right_3: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        bm: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_mat_2, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        br: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_right_3, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        for i in pl.range(0, 4, 2):
            am: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_mat_2, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(a, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            am_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(a, [(i + 1) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            al: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            s: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(al, br)
            pl.tile.tpush_to_aiv(s, split=0)
            al_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_left_8, pl.const(8192, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(am_1, target_memory=pl.Mem.Left)
            s_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(al_1, br)
            pl.tile.tpush_to_aiv(s_1, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]]):
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for i in pl.range(0, 4, 2):
            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            e: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(g)
            pl.tile.store(e, [i * 32, 0], out)
            g_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            e_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(g_1)
            pl.tile.store(e_1, [(i + 1) * 32, 0], out)
