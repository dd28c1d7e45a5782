# corpus: FINDING in the real MemoryReuse (found by the ClusterFuzzLite-style address build of fuzz_pipeline on seed-021, 2026-12-01): a loop whose body yields a tile defined before the loop (t) instead of its carry. The iter_arg takes its init t_1's buffer (InitMemRef), and YieldFixup makes the yield write that buffer with `t_mv = tile.move(t)`, although t_1 is still read by the store after the loop: the store writes t's values where the source writes t_1's. Kept faithful; pipecheck reports it (buffer-differential names t_1, t_mv and the store).
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: none
# pypto.program: YieldFixupMoveClobbersInit
import pypto.language as pl

@pl.program
class YieldFixupMoveClobbersInit:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 96], pl.FP32], out: pl.InOut[pl.Tensor[[6, 96], pl.FP32]]) -> pl.Tensor[[6, 96], pl.FP32]:
        t: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 64], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
        for k, (v,) in pl.range(1, init_values=(t_1,)):
            rv: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
        o: pl.Tensor[[6, 96], pl.FP32] = pl.tile.store(t_1, [4, 32], out)
        return o
