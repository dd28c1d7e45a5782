# corpus: cross-core AIC loop skewed at depth 3; its Acc results are tagged by the skew, which acc-single-buffer once misread as dbC (golden-window input)
# expect: holds
# params: none
# pypto.program: Stage4Trip6
import pypto.language as pl

@pl.program
class Stage4Trip6:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj(a: pl.Tensor[[192, 64], pl.FP32], w: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[192, 64], pl.FP32]]):
        wm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        wr: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(wm, target_memory=pl.Mem.Right)
        for i in pl.pipeline(6, stage=4):
            am: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            al: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            h: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, wr)
            pl.tile.tpush_to_aiv(h, split=0)
            g: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            gl: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(g, target_memory=pl.Mem.Left)
            z: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(gl, wr)
            pl.tile.store(z, [i * 32, 0], out)
