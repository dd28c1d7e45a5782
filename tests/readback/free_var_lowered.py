# pypto.program: FreeVar
import pypto.language as pl

@pl.program
class FreeVar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (o, a) in pl.range(2, init_values=(out, 0)):
            for j, (o_1,) in pl.pipeline(0, 4, 2, stage=1, init_values=(o,)):
                b: pl.Scalar[pl.INDEX] = a_2__FREE_VAR + j
                t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, b * 16], [8, 16], [8, 16], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
                o_2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [i * 8, b * 16], o_1)
                b_1: pl.Scalar[pl.INDEX] = a_3__FREE_VAR + (j + 1)
                t_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, b_1 * 16], [8, 16], [8, 16], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
                o_2_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t_1, [i * 8, b_1 * 16], o_2)
                r: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(o_2_1)
            a_1: pl.Scalar[pl.INDEX] = a * 0
            r_1, q = pl.yield_(r, a_1)
        return r_1
