# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[8, 8], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for i, (acc,) in pl.range(4, init_values=(g,)):
            h: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            acc_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(h)
        if n0 < 25:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(g)
        else:
            rv_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(acc_1)
        o: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)] = pl.tile.store(rv_1, [0, 0], out)
        return o
