# pypto.program: NestedCarryIfFixup
import pypto.language as pl

@pl.program
class NestedCarryIfFixup:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32], [32], [32], target_memory=pl.Mem.Vec)
        w: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        for j, (v,) in pl.pipeline(3, stage=3, init_values=(t,)):
            for k, (v_1,) in pl.pipeline(6, n, 4, stage=2, init_values=(v,)):
                w_1: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(w, 2.0)
                e_1: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.add(v_1, w_1)
                rv_1: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.yield_(w_1)
            rv: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.yield_(rv_1)
        pl.tile.store(rv, [0], out)
        return out
