# pypto.program: MatmulDbcF2
import pypto.language as pl

@pl.program
class MatmulDbcF2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[96, 128], pl.BF16], b: pl.Tensor[[128, 32], pl.BF16], c: pl.Out[pl.Tensor[[96, 32], pl.FP32]]) -> pl.Tensor[[96, 32], pl.FP32]:
        for m, (cc,) in pl.pipeline(3, stage=2, init_values=(c,), attrs={"pipeline_double_buffer_c": True}):
            am: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [m * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            bm: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
            al: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            br: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
            c0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
            ak: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [m * 32, 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
            akl: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ak, target_memory=pl.Mem.Left)
            bkr: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bk, target_memory=pl.Mem.Right)
            c1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0, akl, bkr)
            c2: pl.Tensor[[96, 32], pl.FP32] = pl.tile.store(c1, [m * 32, 0], cc)
            rc: pl.Tensor[[96, 32], pl.FP32] = pl.yield_(c2)
        return rc
