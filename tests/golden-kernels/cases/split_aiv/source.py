import pypto.language as pl

@pl.program
class SplitAiv:
    @pl.function
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
        bl: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(a, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, bl)
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                h: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(c)
                g: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(h)
                k: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.aic_gather(g)
        with pl.at(level=pl.Level.CORE_GROUP):
            for j in pl.split_aiv(2, mode=pl.SplitMode.NONE):
                u: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.aiv_shard(x)
                w: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.aic_gather(u)
        return out
