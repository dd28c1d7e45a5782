# pypto.program: DynDims
import pypto.language as pl

B = pl.dynamic("B")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class DynDims:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[T_DYN, 4096], pl.BF16], y: pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32]]) -> pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32]:
        for i in pl.pipeline(n, stage=2):
            t: pl.Tile[[32, 512], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 32, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
            u: pl.Tile[[32, 512], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.5)
            out: pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32] = pl.tile.store(u, [i * 32, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[T_DYN, 4096], pl.BF16], y: pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32], out: pl.Out[pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32]]) -> pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32]:
        for j, (acc,) in pl.range(2, init_values=(out,)):
            with pl.scope():
                r: pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32] = self.k(x, y, B, acc)
                acc2: pl.Tensor[[B * pl.const(32, pl.INDEX), 512], pl.FP32] = pl.yield_(r)
        return acc2
