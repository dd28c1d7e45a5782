import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32], [32], [32], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.pipeline(0, n, 3, stage=2, init_values=(t,)):
            c: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.create([32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            rv: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
        for j, (w,) in pl.range(2, init_values=(rv,)):
            rw: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
        o: pl.Tensor[[64], pl.FP32] = pl.tile.store(rw, [0], out)
        return o
