import pypto.language as pl

# Result types of tile ops read off the kit (no annotations: pipecheck's rule must print the kit's type).
@pl.program
class TileTypesMore:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, x: pl.Tensor[[16, 128], pl.FP32], xh: pl.Tensor[[16, 128], pl.FP16]):
        a = pl.tile.load(x, [0, 0], [1, 128])
        b = pl.tile.load(x, [1, 0], [1, 128])
        c = pl.tile.load(x, [2, 0], [1, 128])
        d = pl.tile.load(x, [3, 0], [1, 128])
        t = pl.tile.load(x, [4, 0], [1, 128])
        t2 = pl.tile.load(x, [6, 0], [2, 128])
        ah = pl.tile.load(xh, [0, 0], [1, 128])
        s0 = pl.tile.mrgsort_format1(a, pl.const(64, pl.INT32))
        s1 = pl.tile.mrgsort_format1(ah, pl.const(128, pl.INT32))
        s2 = pl.tile.mrgsort_format2(a, b, t, exhausted=False)
        s3 = pl.tile.mrgsort_format2(a, b, c, t, exhausted=True)
        s4 = pl.tile.mrgsort_format2(a, b, c, d, t, exhausted=False)
        s5 = pl.tile.mrgsort_format2(a, b, t2, exhausted=False)
        return x
