# pypto.program: DynF3
import pypto.language as pl

@pl.program
class DynF3:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1024], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1024], pl.FP32]]) -> pl.Tensor[[1024], pl.FP32]:
        for i, (o,) in pl.pipeline(1, n, stage=3, init_values=(out,)):
            t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64], [64], [64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o2: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e, [i * 64], o)
            y: pl.Tensor[[1024], pl.FP32] = pl.yield_(o2)
        return y
