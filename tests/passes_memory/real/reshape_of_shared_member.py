import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        sq: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq, tmp)
        m: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s, [1, 16])
        m2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m, 0.5)
        m3: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m2, [16, 1])
        m4: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m3, [1, 16])
        m5: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(m4, 1.0)
        m6: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m5, [16, 1])
        y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(t, m6)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
