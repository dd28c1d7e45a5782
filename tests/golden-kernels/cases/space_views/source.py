import pypto.language as pl

@pl.program
class SpaceViews:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.BF16], f: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        m = pl.tile.load(a, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        ms = pl.tile.slice(m, [16, 16], [0, 0], [16, 5])
        mt = pl.tile.transpose_view(m)
        mp = pl.tile.fillpad(mt, pad_value=pl.PadValue.max)
        mps = pl.tile.slice(mp, [8, 8], [0, 0])
        l = pl.tile.move(m, target_memory=pl.Mem.Left)
        lt = pl.tile.transpose_view(l)
        lf = pl.tile.fillpad_expand(l, [32, 64])
        r = pl.tile.move(m, target_memory=pl.Mem.Right)
        rp = pl.tile.fillpad(r)
        rps = pl.tile.slice(rp, [8, 1], [0, 0])
        c = pl.tile.matmul(l, r)
        cp = pl.tile.fillpad(c)
        cps = pl.tile.slice(cp, [8, 1], [0, 0])
        cs = pl.tile.slice(c, [16, 16], [0, 0], [16, 5])
        v = pl.tile.load(f, [0, 0], [32, 32])
        vt = pl.tile.transpose_view(v)
        vts = pl.tile.slice(vt, [16, 8], [0, 0], [16, 5])
        vtp = pl.tile.fillpad(vt)
        mv = pl.tile.set_validshape(m, 32, 5)
        mvt = pl.tile.transpose_view(mv)
        return y
