# corpus: FINDING in the real MemoryReuse YieldFixup (faithful model; found by fuzz_pipeline on the faithful pipeline, input crash-c23cda3f, reduced): an If whose branches yield different tiles (then: t_1, else: t) is fixed up by moving the else value into the then value's buffer (t_mv = tile.move(t) into t_1's MemRef), but t_1 itself is still read after the if, so the move clobbers a live tile. buffer-differential reports it.
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: none
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[112, 192], pl.FP32], x_1: pl.Tensor[[171, 96], pl.FP32], x_2: pl.Tensor[[4, 32], pl.FP32], out: pl.InOut[pl.Tensor[[11, 96], pl.FP32]]) -> pl.Tensor[[11, 96], pl.FP32]:
        t: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [0, 64], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
        if pl.const(0, pl.INDEX) < pl.const(0, pl.INDEX):
            r_3, rv_3 = pl.yield_(out, t_1)
        else:
            r_3, rv_3 = pl.yield_(out, t)
        o_6: pl.Tensor[[11, 96], pl.FP32] = pl.tile.store(t_1, [0, 64], r_3)
        return o_6
