import pypto.language as pl

@pl.program
class FuncTypes:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]):
        t: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def vec(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64])
        o = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.InCore, attrs={"dual_aiv_dispatch": True})
    def inc(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64])
        o = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Group)
    def grp(self, a: pl.Tensor[[32, 32], pl.BF16], x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.cube(a, o2)
        r = self.vec(x, out)
        return r
    @pl.function(type=pl.FunctionType.Spmd)
    def sp(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r = self.inc(x, out, attrs={"core_num": 4})
        return r
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def orch(self, a: pl.Tensor[[32, 32], pl.BF16], x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r = self.grp(a, x, out, o2)
        r2 = self.sp(x, r)
        return r2
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, a: pl.Tensor[[32, 32], pl.BF16], x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r = self.orch(a, x, out, o2)
        return r
    @pl.function
    def opaque(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        return x
