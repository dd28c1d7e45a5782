import pypto.language as pl

@pl.program
class ScopeAtSplit:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64])
        o = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)], name_hint="foo"):
            t = pl.load(x, [0, 0], [64, 64])
            out = pl.store(t, [0, 0], out)
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator, name_hint="h"):
            out = self.k(x, out)
        with pl.at(level=pl.Level.CHIP):
            out = self.k(x, out)
        with pl.spmd(n + 1, name_hint="sp"):
            out = self.k(x, out)
        return out
