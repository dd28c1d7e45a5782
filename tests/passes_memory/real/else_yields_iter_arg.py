import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16], [16], [16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(2, init_values=(t,)):
            if n0 < 17:
                a: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, v)
                w: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, a)
                rv_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
            else:
                rv_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(rv_2)
        o: pl.Tensor[[16], pl.FP32] = pl.tile.store(rv, [0], out)
        return o
