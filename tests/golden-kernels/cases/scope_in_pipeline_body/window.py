# pypto.program: ScopeInPipelineBody
import pypto.language as pl

@pl.program
class ScopeInPipelineBody:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(0, 4, 2, init_values=(out,)):
            with pl.scope():
                r: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.k(x, acc)
            with pl.scope():
                r_1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = self.k(x, r)
            acc2: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = pl.yield_(r_1)
        return acc2
