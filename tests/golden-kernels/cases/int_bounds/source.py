import pypto.language as pl

@pl.program
class IntBounds:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[64, 32], pl.FP32], lens: pl.Tensor[[4], pl.INT32], m: pl.Scalar[pl.INT64], w: pl.Scalar[pl.INT32], u: pl.Scalar[pl.UINT32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [1])
        s: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [0])
        for i, (acc,) in pl.pipeline(n, stage=4, init_values=(out,)):
            t: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 2, 0], [2, 32])
            o = pl.tile.store(t, [i * 2, 0], acc)
            r = pl.yield_(o)
        for j, (acc2,) in pl.pipeline(s, n + 3, 2, stage=2, init_values=(r,)):
            t2: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 2, 0], [2, 32])
            u2 = pl.tile.muls(t2, 2.0)
            o2 = pl.tile.store(u2, [j * 2, 0], acc2)
            r2 = pl.yield_(o2)
        for q, (acc3,) in pl.pipeline(w, m, stage=3, init_values=(r2,)):
            t3: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [q * 2, 0], [2, 32])
            o3 = pl.tile.store(t3, [q * 2, 0], acc3)
            r3 = pl.yield_(o3)
        a = w + 1
        b = 2 * m
        c = m * 2
        d = u + w
        e = w + u
        f = pl.min(w, a)
        g = n - s
        h = n // 2 + m
        if w < m:
            v = pl.tensor.write(r3, [0, 0], pl.const(1.0, pl.FP32))
            y = pl.yield_(v)
        else:
            y = pl.yield_(r3)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], lens: pl.Tensor[[4], pl.INT32], m: pl.Scalar[pl.INT64], w: pl.Scalar[pl.INT32], u: pl.Scalar[pl.UINT32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out = self.k(x, lens, m, w, u, out)
        return out
