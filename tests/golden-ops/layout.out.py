# pypto.program: Layout
import pypto.language as pl

@pl.program
class Layout:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]], idx: pl.Out[pl.Tensor[[4, 16], pl.INT32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(x, [i * 16, 0], [16, 64], [8, 32], target_memory=pl.Mem.Vec)
            sl: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 32], [8, 0])
            sv: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 32])] = pl.tile.slice(t, [8, 32], [0, 32], [4, 32])
            cc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.concat(t, t)
            rh: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t, [32, 32])
            tr: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(rh, 0, 1)
            tv: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 8], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v)
            fz: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v, pad_value=pl.PadValue.zero)
            fm: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(v, pad_value=pl.PadValue.max)
            fe: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad_expand(v, [32, 64], pad_value=pl.PadValue.min)
            vs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 32])] = pl.tile.set_validshape(t, 8, 32)
            z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            a: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(z, sl, [0, 0])
            a2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(a, sv, [8, 64])
            ci: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.cast(i, pl.INT32), [1, 16], dtype=pl.INT32, descending=False)
            cd: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(15, pl.INT32), [1, 16], dtype=pl.INT32, descending=True)
            both: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.add(ci, cd)
            pl.tile.store(a2, [i * 16, 0], out)
            pl.tile.store(both, [i, 0], idx)
        return out
