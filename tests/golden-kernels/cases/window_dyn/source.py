import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class WindowDyn:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(N // 16, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            u = pl.tile.muls(t, 3.0)
            o = pl.tile.store(u, [i * 16, 0], acc)
            r = pl.yield_(o)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out = self.k(x, out)
        return out
