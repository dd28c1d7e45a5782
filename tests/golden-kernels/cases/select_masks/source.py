import pypto.language as pl


@pl.program
class SelectMasks:
    @pl.function(type=pl.FunctionType.InCore)
    def pick_float(self, x: pl.Tensor[[64, 32], pl.FP32], y: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 8, stage=2, init_values=(out,)):
            a: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            b: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            m = pl.tile.cmp(a, b, cmp_type=2)
            tmp: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32)
            s: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sel(m, a, b, tmp)
            ms = pl.tile.cmps(s, 0.5, cmp_type=1)
            tmp2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32)
            s2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sels(ms, s, tmp2, 1)
            o_1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(s2, [i * 8, 0], o)
            r = pl.yield_(o_1)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def pick_int(self, x: pl.Tensor[[24, 16], pl.INT32], out: pl.Out[pl.Tensor[[24, 16], pl.INT32]]) -> pl.Tensor[[24, 16], pl.INT32]:
        for i, (o,) in pl.pipeline(0, 3, stage=2, init_values=(out,)):
            a: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            m = pl.tile.cmps(a, 3, cmp_type=4)
            tmp: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.INT32)
            s: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.sels(m, a, tmp, 7)
            o_1: pl.Tensor[[24, 16], pl.INT32] = pl.tile.store(s, [i * 8, 0], o)
            r = pl.yield_(o_1)
        return r
