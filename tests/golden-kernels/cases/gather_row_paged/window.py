# pypto.program: GatherRowPaged
import pypto.language as pl

@pl.program
class GatherRowPaged:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], lens: pl.Tensor[[4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], out: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        for i, (o,) in pl.range(0, 4, 2, init_values=(out,)):
            pg: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [i % 4])
            pg_1: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [(i + 1) % 4])
            g0: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            g1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.gather_row(g0, x, [0, 0], [pl.cast(pg, pl.INDEX) * 4, 0], [4, 32], transpose=False)
            g2: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.gather_row(g1, x, [4, 0], [i * 8 + 4, 0], [4, 32], transpose=False)
            e: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(g2, 2.0)
            o2: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e, [i * 8, 0], o)
            g0_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            g1_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.gather_row(g0_1, x, [0, 0], [pl.cast(pg_1, pl.INDEX) * 4, 0], [4, 32], transpose=False)
            g2_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.gather_row(g1_1, x, [4, 0], [(i + 1) * 8 + 4, 0], [4, 32], transpose=False)
            e_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(g2_1, 2.0)
            o2_1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e_1, [(i + 1) * 8, 0], o2)
            r: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)] = pl.yield_(o2_1)
        return r
