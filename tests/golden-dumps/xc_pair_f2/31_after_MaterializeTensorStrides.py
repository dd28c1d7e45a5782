# pypto.program: XcPairF2
import pypto.language as pl

@pl.program
class XcPairF2:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[128, 64], pl.FP32], b: pl.Tensor[[64, 64], pl.FP32]):
        bm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        br: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        for i in pl.range(0, 4, 2):
            am: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            am_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [(i + 1) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            al: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
            pl.tile.tpush_to_aiv(s, split=0)
            al_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(am_1, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            s_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al_1, br)
            pl.tile.tpush_to_aiv(s_1, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]):
        for i in pl.range(0, 4, 2):
            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, attrs={"pipeline_membership": "0:0"})
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(g, attrs={"pipeline_membership": "0:0"})
            pl.tile.store(e, [i * 32, 0], out)
            g_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, attrs={"pipeline_membership": "0:1"})
            e_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(g_1, attrs={"pipeline_membership": "0:1"})
            pl.tile.store(e_1, [(i + 1) * 32, 0], out)
