import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 8], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.pipeline(8, stage=2, init_values=(t,)):
            if i < n0:
                w: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
                u: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v, w)
                rv: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(u)
            else:
                rv: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            r: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(rv)
        o: pl.Tensor[[4, 8], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
