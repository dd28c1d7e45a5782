# pypto.program: StaticF2
import pypto.language as pl

@pl.program
class StaticF2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 32], pl.FP32], out: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(5, stage=2, init_values=(out,)):
            t: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
            u: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            v: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(u, t)
            o2: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(v, [i * 32, 0], o)
            y: pl.Tensor[[256, 32], pl.FP32] = pl.yield_(o2)
        return y
