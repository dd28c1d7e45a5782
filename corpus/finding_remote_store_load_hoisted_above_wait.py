# corpus: FINDING in the real CanonicalizeIOOrder (found 2026-12-07 while probing pld.* ops inside pipeline bodies for issue 13; written by hand): each iteration writes its tile into the distributed window `win` with `pld.tile.remote_store` (the op table declares its arg 1 Write), signals with `pld.system.notify`, waits with `pld.system.wait` and then loads `win` back. The pass orders a pipeline body by SSA def-use edges only, and none of the three distributed calls defines a value, so the loads of `win` (tier Load) rise above the remote_store and the wait, and the notify rises above the data it announces. In this program the peer is rank 0, the kernel's own rank, so the lowered program reads `win` before the writes it waits for. Same family as finding_element_write_moved_after_reader.py (a write effect the SSA edges do not see), on a distributed tensor, across the wait meant to order it. Kept faithful; pipecheck reports it: differential (remote_store is exact, a write of the tile into the window, the interpreter running one rank whose window is the peer's view; wait stays uninterpreted and the verdict names it).
# expect: fails differential
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck check --impl pypto`, 2026-12-07; tests/confirm re-confirms it
# params: none
# pypto.program: RemoteStoreThenLoad
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class RemoteStoreThenLoad:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], win: pld.DistributedTensor[[16, 16], pl.FP32], sig: pld.DistributedTensor[[1, 8], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            pld.tile.remote_store(t, win, 0, [i * 8, 0])
            pld.system.notify(sig, 0, [0, 0], 1, op=pld.NotifyOp.AtomicAdd)
            pld.system.wait(sig, [0, 0], i + 1, cmp=pld.WaitCmp.Ge)
            u: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(win, [i * 8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u, [i * 8, 0], o)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
        return r
