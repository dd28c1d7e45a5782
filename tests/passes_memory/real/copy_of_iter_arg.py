import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(2, init_values=(t,)):
            for j, (w, s) in pl.pipeline(0, 2, stage=4, init_values=(v, 0)):
                s_1: pl.Scalar[pl.INDEX] = s + j
                rw, rs = pl.yield_(w, s_1)
            u: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(rw, 1.0)
            rv = pl.yield_(u)
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o
