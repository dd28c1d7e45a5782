# pypto.program: IntBounds
import pypto.language as pl

@pl.program
class IntBounds:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 32], pl.FP32], lens: pl.Tensor[[4], pl.INT32], m: pl.Scalar[pl.INT64], w: pl.Scalar[pl.INT32], u: pl.Scalar[pl.UINT32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [1])
        s: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [0])
        for i, (acc,) in pl.pipeline(n, stage=4, init_values=(out,)):
            t: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(t, [i * 2, 0], acc)
            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o)
        for j, (acc2,) in pl.pipeline(s, pl.cast(n, pl.INDEX) + 3, 2, stage=2, init_values=(r,)):
            t2: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            u2: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t2, 2.0)
            o2: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(u2, [j * 2, 0], acc2)
            r2: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o2)
        for q, (acc3,) in pl.pipeline(w, m, stage=3, init_values=(r2,)):
            t3: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [q * 2, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
            o3: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(t3, [q * 2, 0], acc3)
            r3: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o3)
        a: pl.Scalar[pl.INDEX] = pl.cast(w, pl.INDEX) + 1
        b: pl.Scalar[pl.INDEX] = 2 * m
        c: pl.Scalar[pl.INT64] = m * 2
        d: pl.Scalar[pl.UINT32] = u + pl.cast(w, pl.UINT32)
        e: pl.Scalar[pl.INT32] = w + pl.cast(u, pl.INT32)
        f: pl.Scalar[pl.INDEX] = pl.min(pl.cast(w, pl.INDEX), a)
        g: pl.Scalar[pl.INT32] = n - s
        h: pl.Scalar[pl.INDEX] = pl.cast(n, pl.INDEX) // 2 + m
        if pl.cast(w, pl.INT64) < m:
            v: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.write(r3, [0, 0], 1.0)
            y: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(v)
        else:
            y: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(r3)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], lens: pl.Tensor[[4], pl.INT32], m: pl.Scalar[pl.INT64], w: pl.Scalar[pl.INT32], u: pl.Scalar[pl.UINT32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out: pl.Tensor[[64, 32], pl.FP32] = self.k(x, lens, m, w, u, out)
        return out
