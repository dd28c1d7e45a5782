# corpus: FINDING in the real MemoryReuse YieldFixup (faithful model), the loop form of finding_if_branch_fixup_clobbers_live_tile.py: inside a loop an If yields the loop-invariant tile t (loaded before the loop) in its then branch and t_1 in its else branch; YieldFixup makes the then value's buffer canonical and moves t_1 into it (t_1_mv = tile.move(t_1) into t's MemRef) although t is read after the if by the loop's store, so the move clobbers a live tile whenever n0 is even and the loop runs. Met as the reuse-touching-blocks benign probe's alarm (docs/triage/gen16 item 4): the probe's plan exposed it on a program where the faithful plan dodged it; the reduced program fails with the faithful passes too. buffer-differential reports it.
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-03 (the real PyPTO printed the very output pipecheck judged wrong; check --impl pypto: model-agrees holds); tests/confirm re-confirms it
# params: n0=6..21
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[16, 48], pl.FP32], x_1: pl.Tensor[[128, 48], pl.FP32], x_2: pl.Tensor[[128, 256], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[24, 48], pl.FP32]], out_1: pl.InOut[pl.Tensor[[31, 46], pl.INT32]]) -> tuple[pl.Tensor[[24, 48], pl.FP32], pl.Tensor[[31, 46], pl.INT32]]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 32], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        for i, (o,) in pl.pipeline(6, n0, 3, stage=1, init_values=(out,)):
            if n0 % 2 == 1:
                rv_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            else:
                rv_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t_1)
            o_1: pl.Tensor[[24, 48], pl.FP32] = pl.tile.store(t, [0, 32], o)
            r: pl.Tensor[[24, 48], pl.FP32] = pl.yield_(o_1)
        return r, out_1
