# pypto.program: SlotExtents
import pypto.language as pl

@pl.program
class SlotExtents:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def one_d_dyn(x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n])] = pl.tile.load(x, [i * 16], [16], [n], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n])] = pl.tile.adds(t, 1.0)
            o_1: pl.Tensor[[64], pl.FP32] = pl.tile.store(u, [i * 16], o)
            r: pl.Tensor[[64], pl.FP32] = pl.yield_(o_1)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def one_d_static(x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16], [16], [16], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o_1: pl.Tensor[[64], pl.FP32] = pl.tile.store(u, [i * 16], o)
            r: pl.Tensor[[64], pl.FP32] = pl.yield_(o_1)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def three_d_dyn_last(x: pl.Tensor[[4, 4, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 4, 16], pl.FP32]]) -> pl.Tensor[[4, 4, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[1, 4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 4, n])] = pl.tile.load(x, [i, 0, 0], [1, 4, 16], [1, 4, n], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 4, n])] = pl.tile.adds(t, 1.0)
            o_1: pl.Tensor[[4, 4, 16], pl.FP32] = pl.tile.store(u, [i, 0, 0], o)
            r: pl.Tensor[[4, 4, 16], pl.FP32] = pl.yield_(o_1)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def three_d_static(x: pl.Tensor[[4, 4, 16], pl.FP32], out: pl.Out[pl.Tensor[[4, 4, 16], pl.FP32]]) -> pl.Tensor[[4, 4, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[1, 4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0, 0], [1, 4, 16], [1, 4, 16], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            o_1: pl.Tensor[[4, 4, 16], pl.FP32] = pl.tile.store(u, [i, 0, 0], o)
            r: pl.Tensor[[4, 4, 16], pl.FP32] = pl.yield_(o_1)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def two_d_dyn_col(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, n])] = pl.tile.load(x, [i * 4, 0], [4, 16], [4, n], target_memory=pl.Mem.Vec)
            u: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, n])] = pl.tile.adds(t, 1.0)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u, [i * 4, 0], o)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
        return r
