# pypto.program: MatmulDbcF2
import pypto.language as pl

@pl.program
class MatmulDbcF2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[96, 128], pl.BF16], b: pl.Tensor[[128, 32], pl.BF16], c: pl.Out[pl.Tensor[[96, 32], pl.FP32]]) -> pl.Tensor[[96, 32], pl.FP32]:
        for m, (cc,) in pl.range(0, 2, 2, init_values=(c,)):
            am: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [m * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            bm: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            ak: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [m * 32, 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            bk: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:0"})
            am_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [(m + 1) * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            bm_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            ak_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [(m + 1) * 32, 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            bk_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "0:1"})
            al: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            br: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            c0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br, attrs={"pipeline_membership": "0:0"})
            akl: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ak, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            bkr: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bk, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            c1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0, akl, bkr, attrs={"pipeline_membership": "0:0"})
            al_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am_1, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            br_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bm_1, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            c0_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al_1, br_1, attrs={"pipeline_membership": "0:1"})
            akl_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ak_1, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            bkr_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bk_1, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            c1_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0_1, akl_1, bkr_1, attrs={"pipeline_membership": "0:1"})
            c2: pl.Tensor[[96, 32], pl.FP32] = pl.tile.store(c1, [m * 32, 0], cc)
            c2_1: pl.Tensor[[96, 32], pl.FP32] = pl.tile.store(c1_1, [(m + 1) * 32, 0], c2)
            rc_main: pl.Tensor[[96, 32], pl.FP32] = pl.yield_(c2_1)
        am_2: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [pl.const(2, pl.INDEX) * pl.const(32, pl.INDEX), 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "1:0"})
        bm_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "1:0"})
        al_2: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am_2, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "1:0"})
        br_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bm_2, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0"})
        c0_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al_2, br_2, attrs={"pipeline_membership": "1:0"})
        ak_2: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [pl.const(2, pl.INDEX) * pl.const(32, pl.INDEX), 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "1:0"})
        bk_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat, attrs={"pipeline_membership": "1:0"})
        akl_2: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ak_2, target_memory=pl.Mem.Left, attrs={"pipeline_membership": "1:0"})
        bkr_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bk_2, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0"})
        c1_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0_2, akl_2, bkr_2, attrs={"pipeline_membership": "1:0"})
        c2_2: pl.Tensor[[96, 32], pl.FP32] = pl.tile.store(c1_2, [pl.const(2, pl.INDEX) * pl.const(32, pl.INDEX), 0], rc_main)
        rc: pl.Tensor[[96, 32], pl.FP32] = c2_2
        return rc
