# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out: pl.Out[pl.Tensor[[64, 32], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.INT32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        e1: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.ands(t, pl.const(1, pl.INT32))
        e2: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.shls(e1, pl.const(2, pl.INT32))
        e3: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.ors(e2, pl.const(3, pl.INT32))
        t2: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [8, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        e4: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.and_(e3, t2)
        e5: pl.Tile[[4, 32], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.shr(e4, t2)
        o: pl.Tensor[[64, 32], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(e5, [0, 0], out)
        return o
