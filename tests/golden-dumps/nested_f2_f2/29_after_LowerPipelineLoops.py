# pypto.program: NestedF2F2
import pypto.language as pl

@pl.program
class NestedF2F2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512], pl.FP32], out: pl.Out[pl.Tensor[[512], pl.FP32]]) -> pl.Tensor[[512], pl.FP32]:
        for i in pl.pipeline(0, 2, 2, stage=1):
            for j in pl.pipeline(0, 4, 2, stage=1):
                off: pl.Scalar[pl.INDEX] = (i * 4 + j) * 64
                t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [off], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0;1:0"})
                e: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0, attrs={"pipeline_membership": "0:0;1:0"})
                pl.tile.store(e, [off], out)
                off_1: pl.Scalar[pl.INDEX] = (i * 4 + (j + 1)) * 64
                t_1: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [off_1], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1;1:0"})
                e_1: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t_1, 1.0, attrs={"pipeline_membership": "0:1;1:0"})
                pl.tile.store(e_1, [off_1], out)
            for j_1 in pl.pipeline(0, 4, 2, stage=1):
                off_2: pl.Scalar[pl.INDEX] = ((i + 1) * 4 + j_1) * 64
                t_2: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [off_2], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0;1:1"})
                e_2: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t_2, 1.0, attrs={"pipeline_membership": "0:0;1:1"})
                pl.tile.store(e_2, [off_2], out)
                off_3: pl.Scalar[pl.INDEX] = ((i + 1) * 4 + (j_1 + 1)) * 64
                t_3: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [off_3], [64], [64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1;1:1"})
                e_3: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t_3, 1.0, attrs={"pipeline_membership": "0:1;1:1"})
                pl.tile.store(e_3, [off_3], out)
        return out
