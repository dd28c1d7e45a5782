import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT32], out: pl.Out[pl.Tensor[[64, 32], pl.INT32]]) -> pl.Tensor[[64, 32], pl.INT32]:
        t: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        e1: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ands(t, 1)
        e2: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.shls(e1, 2)
        e3: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ors(e2, 3)
        t2: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [8, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        e4: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.and_(e3, t2)
        e5: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.shr(e4, t2)
        o: pl.Tensor[[64, 32], pl.INT32] = pl.tile.store(e5, [0, 0], out)
        return o
