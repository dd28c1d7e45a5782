# corpus: FINDING in the real CanonicalizeIOOrder (found 2026-12-06 by reading the pass's sort key against the interpreter's tfree rule, then confirmed on the kit): an AIV consumer stores a popped tile straight to GM and then frees its slot (`tile.store(g, ...)`, `system.tfree_to_aic(g)`). The pass orders a pipeline body by SSA def-use edges only (no WAR edge from a read of g to the free of g), and with overlapping stores the store sorts in the Store sub-tier after every tile-compute statement of its stage, the tfree among them: each clone frees its slot and then stores from it, so the producer may already have overwritten the tile the store reads. Same family as finding_element_write_moved_after_reader.py (an effect the SSA edges do not see). Kept faithful; pipecheck reports it: differential (the interpreter traps the read after the free).
# expect: fails differential
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck check --impl pypto`, 2026-12-06; tests/confirm re-confirms it
# params: none
# pypto.program: TfreeHoistedAboveStore
import pypto.language as pl

@pl.program
class TfreeHoistedAboveStore:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        rgt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
        lft: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(m, target_memory=pl.Mem.Left)
        for i in pl.pipeline(0, 4, stage=2):
            s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            pl.tile.tpush_to_aiv(s, split=0)
        return out

    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 4, stage=2, init_values=(out,)):
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            o_1: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(g, [i * 16, 0], o)
            pl.system.tfree_to_aic(g, split=0)
            y: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_1)
        return y
