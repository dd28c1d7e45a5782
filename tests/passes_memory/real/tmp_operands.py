import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.FP32], xi: pl.Tensor[[128, 64], pl.INT32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]], out_1: pl.Out[pl.Tensor[[128, 64], pl.INT32]]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.INT32]]:
        ix: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(xi, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.gather(a, ix, tmp)
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        rv: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        e1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(g, rv, t)
        t2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [48, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(e1, rv, t2)
        o: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e2, [0, 0], out)
        o_1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e1, [16, 0], o)
        j: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(xi, [16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        jt: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(xi, [32, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        k: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.xors(j, pl.const(3, pl.INT32), jt)
        p: pl.Tensor[[128, 64], pl.INT32] = pl.tile.store(k, [0, 0], out_1)
        return o_1, p
