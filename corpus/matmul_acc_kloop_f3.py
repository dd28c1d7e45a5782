# corpus: K-loop matmul_acc on an Acc iter_arg with Mat loads and Left/Right moves, pl.pipeline(0, 256, 64, stage=3): Acc results untagged
# expect: holds
# params: none
# pypto.program: MatmulKLoop
import pypto.language as pl

@pl.program
class MatmulKLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 256], pl.FP32], b: pl.Tensor[[256, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        bm0: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        l0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(am0, target_memory=pl.Mem.Left)
        r0: pl.Tile[[64, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(bm0, target_memory=pl.Mem.Right)
        c0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l0, r0)
        for k, (acc,) in pl.pipeline(64, 256, 64, stage=3, init_values=(c0,)):
            am: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, k], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            bm: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [k, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[64, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
            acc2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lft, rgt)
            racc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(racc, [0, 0], out)
        return o
