import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[48], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        a: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[32], pl.FP32] = pl.tile.store(a, [16], out)
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16], [16], [16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(2, init_values=(t,)):
            if n0 < 17:
                r1, r2 = pl.yield_(v, v)
            else:
                r1, r2 = pl.yield_(v, v)
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(r2)
        for j, (w,) in pl.range(2, init_values=(rv,)):
            if n0 < 18:
                b: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(w, 1.0)
                s1, s2 = pl.yield_(w, b)
            else:
                s1, s2 = pl.yield_(w, w)
            rw: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(s2)
        o_1: pl.Tensor[[32], pl.FP32] = pl.tile.store(rw, [0], o)
        return o_1
