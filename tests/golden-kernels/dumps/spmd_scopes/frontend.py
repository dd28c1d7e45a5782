import pypto.language as pl

T = pl.dynamic("T")

@pl.program
class SpmdScopes:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(self, x: pl.Tensor[[T, 128], pl.FP32], out: pl.Out[pl.Tensor[[T, 128], pl.FP32]]) -> pl.Tensor[[T, 128], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t = pl.load(x, [i * 16, 0], [16, 128])
            u = pl.mul(t, 3.0)
            out = pl.store(u, [i * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[T, 128], pl.FP32], y: pl.Out[pl.Tensor[[T, 128], pl.FP32]], out: pl.Out[pl.Tensor[[T, 128], pl.FP32]]) -> pl.Tensor[[T, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y = self.scale(x, y)
        with pl.scope():
            with pl.spmd(2):
                out = self.scale(y, out)
        return out
