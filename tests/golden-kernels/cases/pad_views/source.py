import pypto.language as pl

# A fillpad result's pad travels with it through elementwise ops (from their lhs), casts, slices
# and reshapes, not through reductions (no annotations: the rule must print the kit's type).
@pl.program
class PadViews:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, x: pl.Tensor[[64, 32], pl.FP32]):
        t = pl.tile.load(x, [0, 0], [16, 32])
        v = pl.tile.set_validshape(t, 16, 16)
        f = pl.tile.fillpad(v)
        g = pl.tile.fillpad(v, pad_value=pl.PadValue.max)
        e1 = pl.tile.add(f, t)
        e2 = pl.tile.add(t, f)
        e3 = pl.tile.muls(f, 2.0)
        e4 = pl.tile.exp(f)
        e5 = pl.tile.add(g, f)
        e6 = pl.tile.cast(f, target_type=pl.BF16)
        e7 = pl.tile.maximum(f, t)
        e8 = pl.tile.row_sum(f, t)
        e9 = pl.tile.expands(f, 1.0)
        e10 = pl.tile.slice(f, [8, 16], [0, 0])
        e11 = pl.tile.reshape(f, [32, 16])
        e12 = pl.tile.add(e1, t)
        return x
