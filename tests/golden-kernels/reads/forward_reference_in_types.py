# pypto.program: Fwd
import pypto.language as pl

@pl.program
class Fwd:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def f(x: pl.Tensor[[m, 64], pl.FP32], out: pl.Out[pl.Tensor[[m, 64], pl.FP32]]) -> pl.Tensor[[m, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[m, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[m, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[m, 64], pl.FP32]]) -> pl.Tensor[[m, 64], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = n * 2
        r: pl.Tensor[[m, 64], pl.FP32] = self.f(x, out)
        return r
