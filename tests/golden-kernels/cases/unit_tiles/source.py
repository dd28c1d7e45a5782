import pypto.language as pl

@pl.program
class UnitTiles:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]], z: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.BF16]]:
        for i in pl.pipeline(4, stage=2):
            one = pl.tile.load(x, [i, 0], [1, 1])
            e = pl.tile.exp(one)
            h = pl.tile.cast(e, target_type=pl.BF16)
            tv = pl.tile.transpose_view(e)
            row = pl.tile.load(x, [i, 0], [1, 16])
            tmp = pl.tile.create([1, 16], dtype=pl.FP32)
            s = pl.tile.row_sum(row, tmp)
            f = pl.tile.full([1, 1], dtype=pl.FP32, value=2.0)
            m = pl.tile.mul(s, f)
            col = pl.tile.load(x, [0, i], [16, 1])
            c2 = pl.tile.adds(col, 1.0)
            y = pl.tile.store(m, [i, 0], y)
            y = pl.tile.store(tv, [i, 1], y)
            y = pl.tile.store(c2, [0, i + 8], y)
            z = pl.tile.store(h, [i, 0], z)
        return y, z
