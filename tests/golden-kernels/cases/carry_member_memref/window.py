# pypto.program: CarryMemberMemRef
import pypto.language as pl

@pl.program
class CarryMemberMemRef:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[384, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 196608)], y: pl.Tensor[[12, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 3072)], out: pl.Out[pl.Tensor[[4, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[4, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        big: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        t: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(y, [8, 32], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        lv: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.reshape(t, [8, 16])
        lv_1: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.reshape(lv, [4, 32])
        for i, (v,) in pl.range(0, 4, 2, init_values=(lv_1,)):
            w: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(y, [i * 2, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            w_1: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(66048, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(y, [(i + 1) * 2, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            e: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(v, w)
            e_1: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(e, w_1)
            rv: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.yield_(e_1)
        o: pl.Tensor[[4, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(rv, [0, 0], out)
        return o
