# corpus: FINDING in the real SkewCrossCorePipeline (inferred from the reference, reproduced by our faithful model): the pass visits the body first and detects cross-core loops by their TOP-LEVEL tpush/tpop. An inner cross-core pipeline with an odd trip (3) is skewed at depth 1, which leaves exactly one tpush (its prologue) and one tpop (its epilogue) at the top of the outer pipeline's body, so the outer loop is skewed as well. Its produce half then pushes h=1's first message before h=0's remaining ones: the FIFO order changes and the peer pairs the wrong tiles. skew-fifo-order and differential report it.
# expect: fails skew-fifo-order
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: none
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def f(x: pl.Tensor[[4096, 64], pl.FP32], out: pl.Out[pl.Tensor[[4096, 64], pl.FP32]]) -> pl.Tensor[[4096, 64], pl.FP32]:
        for h, (o7,) in pl.pipeline(2, stage=2, init_values=(out,)):
            for i, (o,) in pl.pipeline(3, stage=2, init_values=(o7,)):
                t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [h * 96 + i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(t, split=0)
                r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                o2: pl.Tensor[[4096, 64], pl.FP32] = pl.tile.store(r, [h * 96 + i * 32, 0], o)
                y: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(o2)
            z: pl.Tensor[[4096, 64], pl.FP32] = pl.yield_(y)
        return z
