# pypto.program: NestedF2F2
import pypto.language as pl

@pl.program
class NestedF2F2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512], pl.FP32], out: pl.Out[pl.Tensor[[512], pl.FP32]]) -> pl.Tensor[[512], pl.FP32]:
        for i in pl.pipeline(2, stage=2):
            for j in pl.pipeline(4, stage=2):
                off: pl.Scalar[pl.INDEX] = (i * 4 + j) * 64
                t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [off], [64], [64], target_memory=pl.Mem.Vec)
                e: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
                pl.tile.store(e, [off], out)
        return out
