import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        if n0 < 3:
            u: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            r: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(u)
        else:
            if n0 < 5:
                e5: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 2.0)
                p: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(e5)
            else:
                p: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            if n0 < 7:
                e6: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(p, 3.0)
                q: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(e6)
            else:
                q: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(p)
            r: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(q)
        w: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(r, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(w, [8, 0], o)
        o_2: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [8, 0], o_1)
        return o_2
