import pypto.language as pl

@pl.program
class TileOpsMore:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], w: pl.Tensor[[1, 32], pl.FP32], xd: pl.Tensor[[16, 32], pl.FP32], q: pl.Tensor[[64, 64], pl.FP8E4M3FN], e: pl.Tensor[[16, 32], pl.FP8E8M0], x1: pl.Tensor[[1, 512], pl.FP32], em: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16])
        d0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(xd, [0, 0], [16, 32])
        w0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 16])
        wb: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(w, [0, 0], [1, 32])
        a: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Vec] = pl.tile.load(q, [0, 0], [16, 64])
        b: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Vec] = pl.tile.load(q, [0, 0], [64, 32])
        sa: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.Vec] = pl.tile.load(e, [0, 0], [16, 2])
        sb: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.Vec] = pl.tile.load(e, [0, 0], [2, 32])
        s0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x1, [0, 0], [1, 256])
        s1: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x1, [0, 0], [1, 256])
        tm: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec] = pl.tile.load(x1, [0, 0], [1, 512])
        r0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx(a, sa, b, sb)
        r1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx_acc(r0, a, sa, b, sb)
        r2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx_bias(a, sa, b, sb, wb)
        g0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(w0, t0)
        r3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv_acc(g0, w0, t0)
        r4: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format1(s0, pl.const(64, pl.INT32))
        r5: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(s0, s1, tm, exhausted=False)
        r6: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(s0, s1, s0, s1, tm, exhausted=True)
        r7: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter_mask(d0, t0, mask_pattern=1)
        am: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Mat] = pl.tile.load(q, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        sam: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, fractal=32)] = pl.tile.load(em, [0, 0], [16, 2], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        sal: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.move(sam, target_memory=pl.Mem.LeftScale)
        r8: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.tget_scale_addr(sal, al)
        pl.tile.store(t0, [0, 0], out)
        return out
