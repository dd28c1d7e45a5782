# pypto.program: RB
import pypto.language as pl

@pl.program
class RB:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 32], pl.FP32], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[8, 32], pl.FP32]:
        for i, (o, c) in pl.range(2, init_values=(out, 0)):
            k: pl.Scalar[pl.INDEX] = c + i
            t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, k * 16], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            o_1: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(t, [0, k * 16], o)
            c_1: pl.Scalar[pl.INDEX] = c + 0
            r, q = pl.yield_(o_1, c_1)
        return r
