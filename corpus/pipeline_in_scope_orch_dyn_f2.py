# corpus: a dynamic pl.pipeline(n, stage=2) inside a 'with pl.scope()' block of an Orchestration function, each iteration a kernel call carrying its Out tensor. Until 2026-12-07 night the input planner and both iteration oracles skipped scope bodies: one input set, 'n/a: no pipeline loop', and cascade-missing-last-branch / dyn-tail-base-start went unseen by every property
# expect: holds
# params: n=0..5
import pypto.language as pl

@pl.program
class PipelineInScopeDyn:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[96, 64], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 16, 0], [16, 64])
        o = pl.tile.store(t, [r * 16, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[96, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        with pl.scope():
            for i, (acc,) in pl.pipeline(n, stage=2, init_values=(out,)):
                r = self.k(x, i, acc)
                acc2 = pl.yield_(r)
        return acc2
