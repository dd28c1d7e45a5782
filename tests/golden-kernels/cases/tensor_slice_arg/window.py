# pypto.program: SliceArg
import pypto.language as pl

@pl.program
class SliceArg:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        for i, (o,) in pl.range(0, 2, 2, init_values=(out,)):
            t: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            w: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(t, [8, 32], [0, 0])
            e: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(w, 2.0)
            o2: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(e, [i * 8, 0], o)
            w_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(t_1, [8, 32], [0, 0])
            e_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(w_1, 2.0)
            o2_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(e_1, [(i + 1) * 8, 0], o2)
            r: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 2048)] = pl.yield_(o2_1)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orchestrator(self, x: pl.Tensor[[48, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], out: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        xw: pl.Tensor[[48, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)] = pl.tensor.slice(x, [48, 64], [0, 0])
        xs: pl.Tensor[[24, 48], pl.FP32, pl.MemRef("mem_ddr_0", 2112, 6080)] = pl.tensor.slice(xw, [24, 48], [8, 16])
        xss: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", 2112, 3008)] = pl.tensor.slice(xs, [16, 32], [0, 0])
        os: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_1", 4224, 3968)] = pl.tensor.slice(out, [16, 32], [16, 32])
        xz: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", 2112, 2048)] = pl.tensor.slice(xss, [16, 32], [0, 0])
        xy: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", 2112, 1024)] = pl.tensor.slice(xz, [8, 32], [0, 0])
        r: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = self.kernel(xz, os)
        return r
