# pypto.program: SliceViews
import pypto.language as pl

@pl.program
class SliceViews:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32], x1: pl.Tensor[[256], pl.FP32], xb: pl.Tensor[[64, 64], pl.BF16], out: pl.InOut[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        for i, (o,) in pl.range(4, init_values=(out,)):
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            v: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x1, [0], [64], [64], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(xb, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            s0: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [i * 2, 8])
            s1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(s0, [4, 8], [2, 8])
            s2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [1, 32], [3, 0])
            s3: pl.Tile[[8, 32], pl.BF16, pl.Mem.Vec] = pl.tile.slice(b, [8, 32], [8, 32])
            s4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 8])] = pl.tile.slice(t, [16, 16], [0, 16], [16, 8])
            s5: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [0, i * 4])
            s6: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 16], [3, i * 4])
            s7: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [16], [i * 16])
            s8: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [16], [8])
            s9: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(s6, [4, 8], [1, 0])
            c3: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(s3, target_type=pl.FP32, mode='round')
            e0: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(c3, 1.0)
            e1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(s1, 1.0)
            e2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(s2, 1.0)
            e3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 8])] = pl.tile.adds(s4, 1.0)
            e4: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s5, s6)
            e5: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s7, s8)
            e6: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(e1, s9)
            e7: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e0, [i * 16, 0], o)
            o2: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e6, [i * 16 + 8, 0], o1)
            o3: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e2, [i * 16 + 12, 0], o2)
            o4: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e3, [i * 16, 16], o3)
            o5: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e4, [i * 16 + 4, 0], o4)
            o6: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e5, [i * 16 + 13, 0], o5)
            o7: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e7, [i * 16, 0], o6)
            r: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o7)
        return r
