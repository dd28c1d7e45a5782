import pypto.language as pl

@pl.program
class Lead:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], y: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(y,)):
            t = pl.tile.load(x, [i, 0], [1, 16])
            vc = i % 16 + 1
            vs = pl.tile.set_validshape(t, 1, vc)
            vh = pl.tile.slice(vs, [1, 8], [0, 0])
            f = pl.tile.fillpad(vh)
            o2 = pl.tile.store(f, [i, 0], o)
            r = pl.yield_(o2)
        return r
