# corpus: a pipeline inside a plain range loop, tile read feeding a scalar carry, stage=1 inner loop kept as marker
# expect: holds
# params: none
# pypto.program: RangeAround
import pypto.language as pl

@pl.program
class RangeAround:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        for r, (o,) in pl.range(4, init_values=(out,)):
            for c, (p,) in pl.pipeline(0, 8, 1, stage=3, init_values=(o,)):
                t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, c * 8], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
                e: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
                p2: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(e, [r, c * 8], p)
                rp: pl.Tensor[[4, 64], pl.FP32] = pl.yield_(p2)
            for k in pl.pipeline(2, stage=1):
                z: pl.Scalar[pl.INDEX] = k + r
            ro: pl.Tensor[[4, 64], pl.FP32] = pl.yield_(rp)
        return ro
