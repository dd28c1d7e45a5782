import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for i, (acc,) in pl.range(4, init_values=(g,)):
            h: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            acc_1 = pl.yield_(h)
        if n0 < 25:
            rv_1 = pl.yield_(g)
        else:
            a: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc_1, 2.0)
            rv_1 = pl.yield_(a)
        if n0 < 26:
            rv_2 = pl.yield_(acc_1)
        else:
            b: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(rv_1, 2.0)
            rv_2 = pl.yield_(b)
        o = pl.tile.store(rv_2, [0, 0], out)
        return o
