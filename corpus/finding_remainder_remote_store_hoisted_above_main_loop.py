# corpus: FINDING in the real CanonicalizeIOOrder (found 2026-12-07 by campaign --seed 813 with every Vec store also remote-stored, reduced by hand): a nested pipeline writes one tile into a distributed window at overlapping offsets, `pld.tile.remote_store(t, win, 0, [k * 8, l * 4])` for l = 0, 1, 2 (8 columns each, 4 apart), so the last iteration decides columns 8-11. LowerPipelineLoops emits the inner loop's main part (l = 0, 1) as a loop and its remainder (l = 2) as a statement after it; the outer pipeline's body is then reordered by SSA def-use edges only, and the remainder's remote_store, which defines and reads nothing the loop defines, sorts first (an empty stage key, ready at once, while the inner loop waits for u). So l = 2's write lands before l = 1's, and the window ends with the wrong columns. Same family as finding_element_write_moved_after_reader.py and finding_remote_store_load_hoisted_above_wait.py (a write effect the SSA edges do not see), here between two clones of one statement. Kept faithful; pipecheck reports it: differential (remote_store runs exactly: the tile written into the window).
# expect: fails differential
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck check --impl pypto`, 2026-12-07; tests/confirm re-confirms it
# params: none
# pypto.program: RemainderWriteHoisted
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class RemainderWriteHoisted:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.FP32], win: pld.DistributedTensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for k, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 1.0)
            for l in pl.pipeline(3, stage=2):
                v: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 2.0)
                pld.tile.remote_store(t, win, 0, [k * 8, l * 4])
            o_1: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(u, [k * 8, 0], o)
            r: pl.Tensor[[16, 8], pl.FP32] = pl.yield_(o_1)
        return r
