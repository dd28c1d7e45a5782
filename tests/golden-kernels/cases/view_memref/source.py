# pypto.program: ViewMemRef
import pypto.language as pl

@pl.program
class ViewMemRef:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def halves(x: pl.Tensor[[8, 64], pl.INT32], out: pl.Out[pl.Tensor[[8, 32], pl.INT32]]) -> pl.Tensor[[8, 32], pl.INT32]:
        for i, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            t: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
            hi: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.slice(t, [4, 32], [0, 32])
            hr: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(hi, [8, 16])
            lo: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.slice(t, [4, 32], [0, 0])
            lr: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(lo, [8, 16])
            m: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.add(hr, lr)
            back: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(m, [4, 32])
            sv: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 16])] = pl.tile.set_validshape(hi, 4, 16)
            fp: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.fillpad(sv, pad_value=pl.PadValue.zero)
            tv: pl.Tile[[32, 4], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(lo)
            s: pl.Tile[[4, 32], pl.INT32, pl.Mem.Vec] = pl.tile.add(back, fp)
            o_1: pl.Tensor[[8, 32], pl.INT32] = pl.tile.store(s, [i * 4, 0], o)
            r: pl.Tensor[[8, 32], pl.INT32] = pl.yield_(o_1)
        return r

    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def padded_acc(a: pl.Tensor[[8, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        ma: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
        mb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l: pl.Tile[[8, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(ma, target_memory=pl.Mem.Left)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(mb, target_memory=pl.Mem.Right)
        c: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        cr: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.reshape(c, [16, 8])
        o: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(cr, [0, 0], out)
        return o
