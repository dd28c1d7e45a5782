# pypto.program: FuncTypes
import pypto.language as pl

@pl.program
class FuncTypes:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]):
        t: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def grp(a: pl.Tensor[[32, 32], pl.BF16], x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.cube(a, o2)
        r: pl.Tensor[[64, 64], pl.FP32] = self.vec(x, out)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def inc(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Spmd)
    def sp(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = self.inc(x, out, attrs={"core_num": 4})
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def orch(self, a: pl.Tensor[[32, 32], pl.BF16], x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = self.grp(a, x, out, o2)
        r2: pl.Tensor[[64, 64], pl.FP32] = self.sp(x, r)
        return r2
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, a: pl.Tensor[[32, 32], pl.BF16], x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = self.orch(a, x, out, o2)
        return r
    @pl.function
    def opaque(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        return x
