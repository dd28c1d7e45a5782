import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        z: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=0.0)
        w: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=1.0)
        for i, (acc, acc2) in pl.range(8, init_values=(z, w)):
            t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            vs: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.set_validshape(t, 8, 16)
            fp: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(vs, pad_value=pl.PadValue.min)
            m: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(acc, fp)
            full: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.set_validshape(m, 8, 32)
            m2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, fp)
            full2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.set_validshape(m2, 8, 32)
            late: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(acc2, t)
            acc_1, acc2_1 = pl.yield_(full, full2)
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        o_1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(acc2_1, [8, 0], o)
        return o_1
