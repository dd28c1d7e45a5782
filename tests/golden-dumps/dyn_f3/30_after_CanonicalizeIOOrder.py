# pypto.program: DynF3
import pypto.language as pl

@pl.program
class DynF3:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1024], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1024], pl.FP32]]) -> pl.Tensor[[1024], pl.FP32]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 1 + (n - 1) // 3 * 3
        for i, (o,) in pl.range(1, unroll_main_end, 3, init_values=(out,)):
            t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            t_1: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 64], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            t_2: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 2) * 64], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:2"})
            e: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t, attrs={"pipeline_membership": "0:0"})
            o2: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e, [i * 64], o)
            e_1: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_1, attrs={"pipeline_membership": "0:1"})
            o2_1: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e_1, [(i + 1) * 64], o2)
            e_2: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_2, attrs={"pipeline_membership": "0:2"})
            o2_2: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e_2, [(i + 2) * 64], o2_1)
            y_main: pl.Tensor[[1024], pl.FP32] = pl.yield_(o2_2)
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            t_3: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 64], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "2:0"})
            e_3: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_3, attrs={"pipeline_membership": "2:0"})
            o2_3: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e_3, [unroll_main_end * 64], y_main)
            y: pl.Tensor[[1024], pl.FP32] = pl.yield_(o2_3)
        else:
            if unroll_rem == 2:
                t_4: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 64], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
                e_4: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_4, attrs={"pipeline_membership": "1:0"})
                o2_4: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e_4, [unroll_main_end * 64], y_main)
                t_5: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(unroll_main_end + 1) * 64], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:1"})
                e_5: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_5, attrs={"pipeline_membership": "1:1"})
                o2_5: pl.Tensor[[1024], pl.FP32] = pl.tile.store(e_5, [(unroll_main_end + 1) * 64], o2_4)
                y_rem2: pl.Tensor[[1024], pl.FP32] = pl.yield_(o2_5)
            else:
                y_rem2: pl.Tensor[[1024], pl.FP32] = pl.yield_(y_main)
            y: pl.Tensor[[1024], pl.FP32] = pl.yield_(y_rem2)
        return y
