import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        tr: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(t, 0, 1)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(tr, 2.0)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(e, 0, 1)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(b, t)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u, [0, 0], out)
        t2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        tr2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(t2, 0, 1)
        o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(tr2, [0, 0], o)
        return o_1
