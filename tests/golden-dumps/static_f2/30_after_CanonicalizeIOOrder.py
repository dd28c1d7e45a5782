# pypto.program: StaticF2
import pypto.language as pl

@pl.program
class StaticF2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 32], pl.FP32], out: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        for i, (o,) in pl.range(0, 4, 2, init_values=(out,)):
            t: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            u: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0, attrs={"pipeline_membership": "0:0"})
            v: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(u, t, attrs={"pipeline_membership": "0:0"})
            o2: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(v, [i * 32, 0], o)
            u_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t_1, 2.0, attrs={"pipeline_membership": "0:1"})
            v_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(u_1, t_1, attrs={"pipeline_membership": "0:1"})
            o2_1: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(v_1, [(i + 1) * 32, 0], o2)
            y_main: pl.Tensor[[256, 32], pl.FP32] = pl.yield_(o2_1)
        t_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(4, pl.INDEX) * pl.const(32, pl.INDEX), 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
        u_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t_2, 2.0, attrs={"pipeline_membership": "1:0"})
        v_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(u_2, t_2, attrs={"pipeline_membership": "1:0"})
        o2_2: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(v_2, [pl.const(4, pl.INDEX) * pl.const(32, pl.INDEX), 0], y_main)
        y: pl.Tensor[[256, 32], pl.FP32] = o2_2
        return y
