import pypto.language as pl

@pl.program
class Reductions:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], g: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out1: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc, acc1) in pl.pipeline(4, stage=2, init_values=(out, out1)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            tmp = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            s = pl.tile.row_max(t, tmp)
            y = pl.tile.row_expand_sub(t, s)
            c = pl.tile.col_sum(y)
            z = pl.tile.col_expand_mul(y, c)
            o = pl.tile.store(z, [i * 16, 0], acc)
            r: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [i, 0], [1, 64])
            tmp1 = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
            rs = pl.tile.row_sum(r, tmp1)
            rm = pl.tile.muls(rs, 0.015625)
            rb = pl.tile.cast(rm, target_type=pl.BF16, mode="round")
            rf = pl.tile.cast(rb, target_type=pl.FP32, mode="round")
            q = pl.tile.row_expand_div(r, rf)
            o1 = pl.tile.store(q, [i, 0], acc1)
            ro, ro1 = pl.yield_(o, o1)
        return ro
