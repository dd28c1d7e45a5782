# pypto.program: CarryMemberMemRef
import pypto.language as pl

@pl.program
class CarryMemberMemRef:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[384, 128], pl.FP32], y: pl.Tensor[[12, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        big: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        t: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [8, 32], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        lv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t, [8, 16])
        lv_1: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(lv, [4, 32])
        for i, (v,) in pl.pipeline(4, stage=2, init_values=(lv_1,)):
            w: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 2, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            e: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, w)
            rv: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        o: pl.Tensor[[4, 32], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o
