# pypto.program: Reserve
import pypto.language as pl

@pl.program
class Reserve:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_side(a: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        slots: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='slots', size=8200, base=0)
        for i in pl.range(0, 4, 2):
            ta: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_mat_3, pl.const(8224, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            tb: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(10272, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            ta_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_mat_5, pl.const(18464, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            tb_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(20512, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(2048, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(ta, target_memory=pl.Mem.Left)
            rb: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_8, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
            c: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(la, rb)
            pl.tile.store(c, [i * 16, 0], out)
            la_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(ta_1, target_memory=pl.Mem.Left)
            rb_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(tb_1, target_memory=pl.Mem.Right)
            c_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(la_1, rb_1)
            pl.tile.store(c_1, [(i + 1) * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec_side(x: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        first: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='first', size=1000, base=0)
        fixed: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='fixed', size=512, base=4096)
        after: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='after', size=100, base=4608)
        for i in pl.range(0, 4, 2):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(4736, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8832, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(4736, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t, 3.0)
            pl.tile.store(u, [i * 16, 0], out)
            u_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8832, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t_1, 3.0)
            pl.tile.store(u_1, [(i + 1) * 16, 0], out)
        return out
