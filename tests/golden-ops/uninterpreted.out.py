# pypto.program: Uninterpreted
import pypto.language as pl

@pl.program
class Uninterpreted:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], ix: pl.Tensor[[64, 64], pl.INT32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            k: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(ix, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            m: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 8])] = pl.tile.cmps(t, 0.0, cmp_type=2)
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sel(m, t, tmp, tmp)
            g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.gather(s, k, tmp)
            so: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sort32(g, k)
            pr: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.prelu(t, t, tmp)
            r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(pr, g)
            pl.tile.store(r, [i * 16, 0], out)
        return out
