# pypto.program: ViewsFollowRetarget
import pypto.language as pl

@pl.program
class ViewsFollowRetarget:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out: pl.Out[pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[64, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        h: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [8, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for i, (o, v) in pl.range(4, init_values=(out, t)):
            v_1: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.adds(v, 0.5)
            rs: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.reshape(v_1, [16, 8])
            rs_1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.reshape(rs, [16, 8])
            rs_2: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.muls(rs_1, 2.0)
            e: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.reshape(rs_2, [8, 16])
            sl: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, 32, 480), pl.Mem.Vec] = pl.tile.slice(v_1, [8, 8], [0, 8])
            tr: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.transpose(v_1, 0, 1)
            sl_2: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_6, 0, 256), pl.Mem.Vec] = pl.tile.slice(tr, [8, 8], [0, 0])
            sl_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(sl, sl_2)
            e_1: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(e, v_1)
            a: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(v_1, h, [0, 8])
            e_2: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.muls(a, 2.0)
            o_1: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e_1, [i * 8, 0], o)
            o_2: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(sl_1, [i * 8, 0], o_1)
            o_3: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e_2, [i * 8, 0], o_2)
            r, rv = pl.yield_(o_3, v_1)
        return r
