# pypto.program: WindowDyn
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class WindowDyn:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(N // 16, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
            o: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(u, [i * 16, 0], acc)
            r: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(o)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            out: pl.Tensor[[N, 64], pl.FP32] = self.k(x, out)
        return out
