import pypto.language as pl

@pl.program
class ReduceOneRow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 16])
        tv: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 16], [1, n])
        tmp: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        s = pl.tile.row_sum(t, tmp)
        m = pl.tile.row_max(tv, tmp)
        mi = pl.tile.row_min(t, tmp)
        p = pl.tile.row_prod(t, tmp)
        am = pl.tile.row_argmax(t, tmp)
        an = pl.tile.row_argmin(tv, tmp)
        s2 = pl.tile.muls(s, 2.0)
        s3 = pl.tile.exp(s2)
        s4 = pl.tile.add(s3, m)
        sb = pl.tile.cast(s4, target_type=pl.BF16, mode="round")
        sf = pl.tile.cast(sb, target_type=pl.FP32, mode="round")
        e = pl.tile.row_expand_mul(t, sf)
        u: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 1])
        cs = pl.tile.col_sum(u)
        cm = pl.tile.col_max(u)
        utmp: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
        rs = pl.tile.row_sum(u, utmp)
        rc = pl.tile.cast(rs, target_type=pl.BF16, mode="round")
        c1 = pl.tile.col_expand_mul(u, cs)
        pl.tile.store(e, [0, 0], out)
        pl.tile.store(c1, [0, 0], out)
        return out
