# pypto.program: XcPairF2
import pypto.language as pl

@pl.program
class XcPairF2:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[128, 64], pl.FP32], b: pl.Tensor[[64, 64], pl.FP32]):
        bm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        br: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        for i in pl.pipeline(4, stage=2):
            am: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            al: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
            pl.tile.tpush_to_aiv(s, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]):
        for i in pl.pipeline(4, stage=2):
            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(g)
            pl.tile.store(e, [i * 32, 0], out)
