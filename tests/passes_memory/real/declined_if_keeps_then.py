import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(t0,)):
            if i == 0:
                a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
                v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
            else:
                b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(acc, 2.0)
                w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
                v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(b)
            racc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        return x
