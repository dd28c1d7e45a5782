# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)]]) -> pl.Tensor[[4, 8], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(0, 8, 2, init_values=(t,)):
            if i < n0:
                w: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
                u: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.sub(v, w, attrs={"pipeline_membership": "0:0"})
                rv: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(u)
            else:
                rv: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(v)
            if i + 1 < n0:
                w_1: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 4, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
                u_1: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.sub(rv, w_1, attrs={"pipeline_membership": "0:1"})
                rv_1: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(u_1)
            else:
                rv_1: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv)
            r: pl.Tile[[4, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.yield_(rv_1)
        o: pl.Tensor[[4, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)] = pl.tile.store(r, [0, 0], out)
        return o
