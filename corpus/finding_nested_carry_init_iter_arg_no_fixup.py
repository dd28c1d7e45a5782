# corpus: FINDING in the real MemoryReuse (found reducing gen --agree seed 7000167 against the kit, 2026-12-03): the For half of YieldFixup moves a carry's yield into its init's buffer only when the init is a plain var. Here the inner loop's init is the outer loop's iter_arg u1, and `w = tile.rsqrt(v_2)` cannot take v_2's buffer (rsqrt is not in-place safe), so w lives in its own buffer and is yielded there unmoved: the second inner iteration reads v_2's stale buffer (rsqrt of u again, not of the first w), and the add after the loop reads r's buffer, which still holds u. Kept faithful; pipecheck reports it (buffer-differential). The same loop with a plain-var init gets its `w_mv` (tests/passes_memory/real/nested_carry_no_fixup.py).
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-03; tests/confirm re-confirms it
# params: none
# pypto.program: NestedCarryNoFixup
import pypto.language as pl

@pl.program
class NestedCarryNoFixup:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for j, (v, u1) in pl.range(2, init_values=(t, u)):
            for k, (v_2,) in pl.range(2, init_values=(u1,)):
                w: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(v_2)
                r: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
            a: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, r)
            rj, ru = pl.yield_(a, u1)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(rj, [0, 0], out)
        return o
