# A 3-deep nest of dynamic pipelines with F = 8, 4, 6 (issue 15: `pipecheck campaign --seconds 60
# --seed 5` met a program of this shape and ran past 200 s). LowerPipelineLoops copies a dynamic
# loop's body F + F(F-1)/2 times (main loop and remainder cascade), so the innermost body appears
# 36 * 10 * 21 = 7560 times: this 20-line program lowers to about 40,000 statements, and
# printing, parsing and round-tripping that alone took more than 20 s. The size budget
# (checks::Budget::maxSnapshotStatements) must turn it into "not checked: budget" quickly.
# params: n=0..17 m=0..9 k=0..13
# pypto.program: DeepDynNest
import pypto.language as pl

@pl.program
class DeepDynNest:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 8], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(n, stage=8, init_values=(out,)):
            for j, (p,) in pl.pipeline(m, stage=4, init_values=(o,)):
                for l, (q,) in pl.pipeline(k, stage=6, init_values=(p,)):
                    t: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i + j + l, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
                    e: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
                    q2: pl.Tensor[[64, 8], pl.FP32] = pl.tile.store(e, [i + j + l, 0], q)
                    rq: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(q2)
                rp: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(rq)
            ro: pl.Tensor[[64, 8], pl.FP32] = pl.yield_(rp)
        return ro
