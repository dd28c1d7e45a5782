import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16], [16], [16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(2, init_values=(t,)):
            if n0 < 17:
                rv_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            else:
                rv_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(rv_2)
        for j, (w,) in pl.range(2, init_values=(rv,)):
            if n0 < 18:
                rw_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
            else:
                a: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(w, w)
                rw_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
            rw: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(rw_2)
        for k, (u,) in pl.range(2, init_values=(rw,)):
            if n0 < 19:
                b: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(u, 1.0)
                ru_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(b)
            else:
                ru_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(u)
            ru: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(ru_2)
        for m, (s,) in pl.range(2, init_values=(ru,)):
            if n0 < 20:
                rs_2: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(s)
            rs: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(rs_2)
        o: pl.Tensor[[16], pl.FP32] = pl.tile.store(rs, [0], out)
        return o
