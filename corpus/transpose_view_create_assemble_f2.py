# corpus: a pipelined body with two tile.transpose_view (the second undoes the first) and a tile.create filled by two tile.assemble; the views share their sources' buffers (buffer-aware runs once overwrote the source with the view's row-major bytes)
# expect: holds
# params: none
# pypto.program: TransposeViewCreate
import pypto.language as pl

@pl.program
class TransposeViewCreate:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(x: pl.Tensor[[96, 64], pl.FP32], out: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        for i, (o,) in pl.pipeline(6, stage=2, init_values=(out,)):
            a = pl.tile.load(x, [i * 16, 0], [16, 64])
            t = pl.tile.transpose_view(a)
            m = pl.tile.muls(t, 2.0)
            b = pl.tile.transpose_view(m)
            c = pl.tile.add(a, b)
            g = pl.tile.create([16, 64], dtype=pl.FP32)
            s0 = pl.tile.slice(a, [16, 32], [0, 32])
            s1 = pl.tile.slice(c, [16, 32], [0, 0])
            g1 = pl.tile.assemble(g, s0, [0, 0])
            g2 = pl.tile.assemble(g1, s1, [0, 32])
            o2 = pl.tile.store(g2, [i * 16, 0], o)
            r = pl.yield_(o2)
        return r
