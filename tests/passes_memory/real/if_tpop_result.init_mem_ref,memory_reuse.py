# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[8, 8], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        t: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(t,)):
            h: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            h_mv: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.move(h, target_memory=pl.Mem.Vec)
            acc_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(h_mv)
        o1: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = pl.tile.store(acc_1, [0, 0], out)
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        if n0 < 25:
            a: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.adds(g, 2.0)
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(a)
        else:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(g)
        b: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.adds(rv_1, 2.0)
        if n0 < 26:
            rv_2: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(g)
        else:
            rv_2: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(b)
        o2: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = pl.tile.store(b, [0, 0], o1)
        o: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = pl.tile.store(rv_2, [0, 0], o2)
        return o
