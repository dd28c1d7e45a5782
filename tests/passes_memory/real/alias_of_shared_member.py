import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        t_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 8], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        rv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = t_2
        w: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        rv2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = w
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(rv2, [0, 0], out)
        return o
