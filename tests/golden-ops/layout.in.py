import pypto.language as pl

@pl.program
class Layout:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]], idx: pl.Out[pl.Tensor[[4, 16], pl.INT32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [8, 32])
            sl = pl.tile.slice(t, [8, 32], [8, 0])
            sv = pl.tile.slice(t, [8, 32], [0, 32], [4, 32])
            cc = pl.tile.concat(t, t)
            rh = pl.tile.reshape(t, [32, 32])
            tr = pl.tile.transpose(rh, 0, 1)
            tv = pl.tile.transpose_view(v)
            fz = pl.tile.fillpad(v, pad_value=pl.PadValue.zero)
            fm = pl.tile.fillpad(v, pad_value=pl.PadValue.max)
            fe = pl.tile.fillpad_expand(v, [32, 64], pad_value=pl.PadValue.min)
            vs = pl.tile.set_validshape(t, 8, 32)
            z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            a = pl.tile.assemble(z, sl, [0, 0])
            a2 = pl.tile.assemble(a, sv, [8, 64])
            ci = pl.tile.ci(pl.cast(i, pl.INT32), [1, 16], dtype=pl.INT32, descending=False)
            cd = pl.tile.ci(15, [1, 16], dtype=pl.INT32, descending=True)
            both = pl.tile.add(ci, cd)
            pl.tile.store(a2, [i * 16, 0], out)
            pl.tile.store(both, [i, 0], idx)
        return out
