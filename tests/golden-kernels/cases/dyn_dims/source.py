import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")
B = pl.dynamic("B")

@pl.program
class DynDims:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[T_DYN, 4096], pl.BF16], y: pl.Tensor[[B * 32, 512], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[B * 32, 512], pl.FP32]]) -> pl.Tensor[[B * 32, 512], pl.FP32]:
        for i in pl.pipeline(n, stage=2):
            t: pl.Tile[[32, 512], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 32, 0], [32, 512])
            u = pl.tile.muls(t, 0.5)
            out = pl.tile.store(u, [i * 32, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[T_DYN, 4096], pl.BF16], y: pl.Tensor[[B * 32, 512], pl.FP32], out: pl.Out[pl.Tensor[[B * 32, 512], pl.FP32]]) -> pl.Tensor[[B * 32, 512], pl.FP32]:
        for j, (acc,) in pl.range(2, init_values=(out,)):
            with pl.scope():
                r = self.k(x, y, B, acc)
                acc2 = pl.yield_(r)
        return acc2
