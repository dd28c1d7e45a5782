import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(t,)):
            h: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            acc_1 = pl.yield_(h)
        o1 = pl.tile.store(acc_1, [0, 0], out)
        g: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        if n0 < 25:
            a: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(g, 2.0)
            rv_1 = pl.yield_(a)
        else:
            rv_1 = pl.yield_(g)
        b: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(rv_1, 2.0)
        if n0 < 26:
            rv_2 = pl.yield_(g)
        else:
            rv_2 = pl.yield_(b)
        o2 = pl.tile.store(b, [0, 0], o1)
        o = pl.tile.store(rv_2, [0, 0], o2)
        return o
