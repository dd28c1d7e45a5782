# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        a: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        ix: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        s: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sort32(a, ix)
        g: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather_mask(s, mask_pattern=1)
        h: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather_mask(s, mask_pattern=3)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(g, [0, 0], out)
        o_1: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(h, [1, 0], o)
        return o_1
