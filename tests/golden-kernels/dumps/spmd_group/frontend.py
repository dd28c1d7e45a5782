import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class SpmdGroup:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_rows(self, x: pl.Tensor[[N, 128], pl.FP32], out: pl.Out[pl.Tensor[[N, 128], pl.FP32]]) -> pl.Tensor[[N, 128], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t = pl.load(x, [i * 16, 0], [16, 128])
            e = pl.exp(t)
            l = pl.log(e)
            r = pl.recip(l)
            out = pl.store(r, [i * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[N, 128], pl.FP32], y: pl.Out[pl.Tensor[[N, 128], pl.FP32]]) -> pl.Tensor[[N, 128], pl.FP32]:
        with pl.scope():
            with pl.spmd(4):
                y = self.scale_rows(x, y)
        return y
