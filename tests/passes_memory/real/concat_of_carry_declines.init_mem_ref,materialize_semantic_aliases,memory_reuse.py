# pypto.program: ConcatOfCarry
import pypto.language as pl

@pl.program
class ConcatOfCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(3, init_values=(t,)):
            h: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            s0: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_2, 0, 992), pl.Mem.Vec] = pl.tile.slice(v, [16, 8], [0, 0])
            s1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_3, 32, 992), pl.Mem.Vec] = pl.tile.slice(h, [16, 8], [0, 8])
            c: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.concat(s0, s1)
            c_mv: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(c, target_memory=pl.Mem.Vec)
            rv: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(c_mv)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(rv, [0, 0], out)
        return o
