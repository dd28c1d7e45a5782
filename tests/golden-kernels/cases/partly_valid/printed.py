# pypto.program: PartlyValid
import pypto.language as pl

@pl.program
class PartlyValid:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            av: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 5])] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 5], target_memory=pl.Mem.Vec)
            bv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.load(x, [i * 16, 16], [16, 16], [8, 16], target_memory=pl.Mem.Vec)
            dv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 16])] = pl.tile.load(x, [i * 16, 32], [16, 16], [n, 16], target_memory=pl.Mem.Vec)
            ev: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n + m, 16])] = pl.tile.load(x, [i * 16, 48], [32, 16], [n + m, 16], target_memory=pl.Mem.Vec)
            s1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 5])] = pl.tile.slice(av, [8, 16], [8, 0])
            s2: pl.Tile[[8, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 3])] = pl.tile.slice(av, [8, 4], [0, 2], [4, 4])
            s3: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(n - pl.const(4, pl.INDEX), pl.const(0, pl.INDEX)), pl.const(8, pl.INDEX)), 16])] = pl.tile.slice(dv, [8, 16], [4, 0])
            s4: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(n - m, pl.const(0, pl.INDEX)), pl.const(8, pl.INDEX)), 16])] = pl.tile.slice(dv, [8, 16], [m, 0])
            s5: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(n, pl.const(8, pl.INDEX)), 16])] = pl.tile.slice(ev, [8, 16], [m, 0])
            s6: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[m, 16])] = pl.tile.slice(dv, [8, 16], [0, 0], [m, 16])
            r1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 32])] = pl.tile.reshape(bv, [8, 32])
            r2: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 128])] = pl.tile.reshape(bv, [1, 256])
            r3: pl.Tile[[16, 2, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 2, 8])] = pl.tile.reshape(dv, [16, 2, 8])
            e1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 5])] = pl.tile.exp(s1)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e1, [i * 8, 0], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s2, [i * 8, 16], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s3, [i * 8, 20], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s4, [i * 8, 36], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s5, [32 + i * 8, 0], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s6, [32 + i * 8, 16], y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r1, [i * 8, 32], y)
            r2b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.reshape(r2, [16, 16])
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r2b, [32 + i * 8, 32], y)
            r3b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 16])] = pl.tile.reshape(r3, [16, 16])
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r3b, [i * 16, 48], y)
        return y
