# pypto.program: RB
import pypto.language as pl

@pl.program
class RB:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(e: pl.Tensor[[64, 64], pl.FP8E8M0, pl.TensorView(stride=[], layout=pl.TensorLayout.MX_A_ZZ)], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        s: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.Vec] = pl.tile.load(e, [0, 0], [16, 2], [16, 2], target_memory=pl.Mem.Vec)
        return y
