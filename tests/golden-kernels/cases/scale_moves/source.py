import pypto.language as pl

@pl.program
class ScaleMoves:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.BF16], e: pl.Tensor[[64, 64], pl.FP8E8M0], sa: pl.Tensor[[64, 64], pl.UINT8, pl.MX_A_ZZ], sb: pl.Tensor[[64, 64], pl.UINT8, pl.MX_B_NN], f: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        m = pl.tile.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        l = pl.tile.move(m, target_memory=pl.Mem.Left)
        r = pl.tile.move(m, target_memory=pl.Mem.Right)
        c = pl.tile.matmul(l, r)
        cb = pl.tile.move(c, target_memory=pl.Mem.Bias)
        fm = pl.tile.load(f, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        fb = pl.tile.move(fm, target_memory=pl.Mem.Bias)
        em = pl.tile.load(e, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        am = pl.tile.load(sa, [0, 0], [16, 2], target_memory=pl.Mem.Mat)
        al = pl.tile.move(am, target_memory=pl.Mem.LeftScale)
        ab = pl.tile.move(am, target_memory=pl.Mem.Bias)
        bm = pl.tile.load(sb, [0, 0], [1, 32], target_memory=pl.Mem.Mat)
        br = pl.tile.move(bm, target_memory=pl.Mem.RightScale)
        bv = pl.tile.move(bm, target_memory=pl.Mem.Bias)
        return y
