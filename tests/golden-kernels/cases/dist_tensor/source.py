import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class DistTensor:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pld.DistributedTensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64])
        o = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pld.DistributedTensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r = self.k(x, out)
        return r
