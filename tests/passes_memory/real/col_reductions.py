import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        c = pl.tile.col_sum(y)
        c2 = pl.tile.muls(c, 2.0)
        y2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
        c3 = pl.tile.col_max(y2)
        c4 = pl.tile.add(c2, c3)
        y3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
        c5 = pl.tile.col_min(y3)
        c6 = pl.tile.add(c5, c4)
        z = pl.tile.col_expand_mul(t, c6)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(z, [0, 0], out)
        return o
