# pypto.program: ScopeRuntime
import pypto.language as pl

@pl.program
class ScopeRuntime:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope():
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        return out
