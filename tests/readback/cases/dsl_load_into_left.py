# pypto.program: RB
import pypto.language as pl

@pl.program
class RB:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[64, 64], pl.BF16], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Left)
        return y
