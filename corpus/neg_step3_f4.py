# corpus: negative static step pl.pipeline(20, 1, -3, stage=4) with a tensor carry (trip 7 = F+3)
# expect: holds
# params: none
# pypto.program: NegStep
import pypto.language as pl

@pl.program
class NegStep:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[21, 16], pl.FP32], out: pl.Out[pl.Tensor[[21, 16], pl.FP32]]) -> pl.Tensor[[21, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(20, 1, -3, stage=4, init_values=(out,)):
            t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o2: pl.Tensor[[21, 16], pl.FP32] = pl.tile.store(u, [i, 0], o)
            r: pl.Tensor[[21, 16], pl.FP32] = pl.yield_(o2)
        return r
