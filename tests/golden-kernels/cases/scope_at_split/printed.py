# pypto.program: ScopeAtSplit
import pypto.language as pl

@pl.program
class ScopeAtSplit:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)], name_hint="foo"):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator, name_hint="h"):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        with pl.at(level=pl.Level.CHIP):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        with pl.spmd(n + 1, name_hint="sp"):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        return out
