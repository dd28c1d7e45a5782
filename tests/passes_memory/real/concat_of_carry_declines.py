# pypto.program: ConcatOfCarry
import pypto.language as pl

@pl.program
class ConcatOfCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(3, init_values=(t,)):
            h: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            s0: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [16, 8], [0, 0])
            s1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(h, [16, 8], [0, 8])
            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.concat(s0, s1)
            rv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o
