import pypto.language as pl


@pl.program
class IntCompute:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(x: pl.Tensor[[64, 32], pl.INT32], q: pl.Tensor[[64, 32], pl.INT8], y: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.INT32]], out2: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> tuple[pl.Tensor[[64, 32], pl.INT32], pl.Tensor[[64, 32], pl.FP32]]:
        acc: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.INT32, value=0)
        for i, (a, o) in pl.pipeline(8, stage=2, init_values=(acc, out)):
            t: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            s: pl.Tile[[4, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(q, [i * 4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            w: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.cast(s, target_type=pl.INT32, mode='round')
            e1: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ands(t, 7)
            e2: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.shls(e1, 2)
            e3: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ors(e2, 1)
            e4: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.maximum(e3, w)
            r: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.row_max(e4, t)
            e5: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_sub(e4, r)
            e6: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.expands(e5, 3)
            a1: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.add(a, e6)
            o1: pl.Tensor[[64, 32], pl.INT32] = pl.tile.store(e5, [i * 4, 0], o)
            a2, o2 = pl.yield_(a1, o1)
        f: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        g: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.expands(f, 2)
        c: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(a2, target_type=pl.FP32, mode='round')
        h: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(g, c)
        p: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(h, [0, 0], out2)
        return o2, p
