# corpus: FINDING in the real MemoryReuse YieldFixup (faithful model; campaign of 2026-12-01 after the issue 15 fixes, seed 1, generator seed 1000065, reduced 32 -> 7 statements; the real PyPTO prints the same plan): an If whose then branch yields t, a tile defined before the if, and whose else branch yields a new tile v_2 is fixed up by moving v_2 into t's buffer (v_2_mv = tile.move(v_2) into t's MemRef mem_vec_5 at offset 0), but t is still read after the if (the store), so the move clobbers a live tile. Same root cause as finding_if_branch_fixup_clobbers_live_tile.py with the fixed-up value computed in the branch. buffer-differential reports it.
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: n0=2..14 s1=-3..3 s2=-3..3
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[80, 224], pl.FP32], x_1: pl.Tensor[[209, 136], pl.FP32], x_2: pl.Tensor[[91, 192], pl.FP32], n0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], s2: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[65, 28], pl.FP32]], out_1: pl.Out[pl.Tensor[[12, 32], pl.FP32]]) -> tuple[pl.Tensor[[65, 28], pl.FP32], pl.Tensor[[12, 32], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 32], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        if s2 > 2:
            rv_2: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
        else:
            v_2: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
            rv_2: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v_2)
        o_1: pl.Tensor[[65, 28], pl.FP32] = pl.tile.store(t, [n0 * 4 + n0 - 9, n0 - 2], out)
        return o_1, out_1, s1
