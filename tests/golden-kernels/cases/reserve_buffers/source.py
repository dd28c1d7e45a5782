import pypto.language as pl

@pl.program
class Reserve:
    @pl.function(type=pl.FunctionType.AIV)
    def vec_side(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        first: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="first", size=1000, base=-1)
        fixed: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="fixed", size=512, base=4096)
        after: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="after", size=100, base=-1)
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64])
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
            pl.tile.store(u, [i * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.AIC)
    def cube_side(self, a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        slots: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="slots", size=8200, base=-1)
        for i in pl.pipeline(4, stage=2):
            ta: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 64], target_memory=pl.Mem.Mat)
            tb: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
            la: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta, target_memory=pl.Mem.Left)
            rb: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la, rb)
            pl.tile.store(c, [i * 16, 0], out)
        return out
