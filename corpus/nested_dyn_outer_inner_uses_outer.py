# corpus: nested pipelines: dynamic outer F=2 around a static inner F=3 whose bounds use the outer index; scalar and tensor carries
# expect: holds
# params: n=0..6
# pypto.program: NestedCarry
import pypto.language as pl

@pl.program
class NestedCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 8], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(n, stage=2, init_values=(out,)):
            for j, (p,) in pl.pipeline(i, i + 5, stage=3, init_values=(o,)):
                t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8 + j, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
                e: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
                p2: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(e, [i * 8 + j, 0], p)
                rp: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(p2)
            ro: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(rp)
        return ro
