# corpus: a pl.pipeline inside a 'with pl.scope()' block of an Orchestration function, each iteration a kernel call carrying its Out tensor (trip 3, stage=2: a main pair and a one-clone tail). Until 2026-12-07 night iteration-coverage and iteration-proof never looked into scopes and said 'n/a: the source has no pipeline loop'; the kit lowers it as the model does (check --impl pypto: model-agrees holds)
# expect: holds
# params: none
import pypto.language as pl

@pl.program
class PipelineInScope:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[80, 64], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 16, 0], [16, 64])
        o = pl.tile.store(t, [r * 16, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope():
            for i, (acc,) in pl.pipeline(3, stage=2, init_values=(out,)):
                r = self.k(x, i, acc)
                acc2 = pl.yield_(r)
        return acc2
