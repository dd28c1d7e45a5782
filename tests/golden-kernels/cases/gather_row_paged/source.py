import pypto.language as pl

@pl.program
class GatherRowPaged:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 32], pl.FP32], lens: pl.Tensor[[4], pl.INT32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            pg: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [i % 4])
            g0: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            g1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.gather_row(g0, x, [0, 0], [pl.cast(pg, pl.INDEX) * 4, 0], [4, 32])
            g2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.gather_row(g1, x, [4, 0], [i * 8 + 4, 0], [4, 32])
            e: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g2, 2.0)
            o2: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(e, [i * 8, 0], o)
            r: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(o2)
        return r
