# corpus: FINDING in the real memory passes (campaign of 2026-12-01): a tile carried through a loop shares its init's buffer (InitMemRef: iter_arg takes the init's MemRef; MaterializeSemanticAliases retargets the yielded adds onto it, its liveness walk stopping at the loop), so the init t, still read by the store after the loop, is overwritten by t + 1. Kept faithful; pipecheck reports it (buffer-differential names t, v_1 and the store).
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: none
# pypto.program: InitReadAfterCarry
import pypto.language as pl

@pl.program
class InitReadAfterCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 24], pl.FP32], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 16], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for j, (v,) in pl.pipeline(2, stage=2, init_values=(t,)):
            v_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 1.0)
            rv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        o: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        o_1: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(rv, [0, 8], o)
        return o_1
