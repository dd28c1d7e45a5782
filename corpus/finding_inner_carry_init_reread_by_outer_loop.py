# corpus: FINDING in the real memory passes (fuzz_pipeline, 1-hour ASan+UBSan run of 2026-12-05, reduced by pipecheck reduce and rewritten by hand): the inner loop's carry v starts from t, a tile defined before the outer loop. The inner carry shares t's buffer (the iter_arg takes its init's MemRef and the yielded adds is retargeted onto it), so the first outer iteration overwrites t with t + 0.5, and the second outer iteration starts its inner loop from that instead of from t. Unlike finding_init_read_after_carry_loop.py, nothing reads t after the loops: the only later read is the inner loop's own init, on the next outer iteration. Kept faithful; pipecheck reports it (buffer-differential names t and v_1).
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 (the ../shared/pypto kit), `pipecheck check --impl pypto --ordered-bounds`, 2026-12-05; tests/confirm re-confirms it
# params: none
# pypto.program: InnerCarryInitRereadByOuterLoop
import pypto.language as pl

@pl.program
class InnerCarryInitRereadByOuterLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 16], pl.FP32], out: pl.InOut[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[8, 32], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        for i, (o,) in pl.range(2, init_values=(out,)):
            for j, (v,) in pl.range(1, init_values=(t,)):
                v_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 0.5)
                rv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
            o_1: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(rv, [0, i * 16], o)
            r: pl.Tensor[[8, 32], pl.FP32] = pl.yield_(o_1)
        return r
