# corpus: output-tiled matmul with pipeline_double_buffer_c: the Acc matmul results are tagged per stage
# expect: holds
# params: none
# pypto.program: MatmulDbc
import pypto.language as pl

@pl.program
class MatmulDbc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[80, 32], pl.FP32], b: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[80, 16], pl.FP32]]) -> pl.Tensor[[80, 16], pl.FP32]:
        bm: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        rgt: pl.Tile[[32, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        for i, (o,) in pl.pipeline(5, stage=2, init_values=(out,), attrs={"pipeline_double_buffer_c": True}):
            am: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 32], pl.FP32, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            o2: pl.Tensor[[80, 16], pl.FP32] = pl.tile.store(c, [i * 16, 0], o)
            r: pl.Tensor[[80, 16], pl.FP32] = pl.yield_(o2)
        return r
