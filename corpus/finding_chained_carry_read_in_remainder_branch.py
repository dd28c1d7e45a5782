# corpus: FINDING in the real MemoryReuse (faithful model; campaign --seconds 240 --seed 7 of 2026-12-02, generator seed 7000384, reduced by the campaign 64 -> 9 statements): t is carried through an identity loop (its return var rv_1, t's MemRef) into the carry v_4 of a dynamic pl.pipeline(0, n4, 2, stage=3), whose remainder cascade reads the main loop's return var rv_2_main (still t's bytes) in both stores of its rem == 2 branch; MemoryReuse places e_4, defined between those two stores, in t's buffer, so the second store writes lrelu(t_4) instead of t (n4=10, a trip of 5 = 3 + 2). With t itself as the init (no identity loop) the kit's plan puts e_4 elsewhere; kept faithful: pipecheck reports it (buffer-differential names t, e and the store). docs/triage/seed7/README.md.
# expect: fails buffer-differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-02; tests/confirm re-confirms it
# params: n1=0..2 n2=2..9 n3=0..1 n4=1..19 s0=-3..3 s5=-3..3
# pypto.program: ChainedCarryRemainder
import pypto.language as pl

@pl.program
class ChainedCarryRemainder:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[96, 160], pl.FP32], x_1: pl.Tensor[[33, 48], pl.FP32], x_2: pl.Tensor[[80, 48], pl.FP32], n1: pl.Scalar[pl.INDEX], n2: pl.Scalar[pl.INDEX], n3: pl.Scalar[pl.INDEX], n4: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[121, 65], pl.FP32]]) -> tuple[pl.Tensor[[121, 65], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n1 * 16 + n2 * 8 - 16, n1 + n2 - 2], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for i, (v_1,) in pl.range(0, init_values=(t,)):
            rv_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        t_4: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [n2 + n1 * 8 - 1, n1], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for i_1, (o, v_4) in pl.pipeline(0, n4, 2, stage=3, init_values=(out, rv_1)):
            o_1: pl.Tensor[[121, 65], pl.FP32] = pl.tile.store(v_4, [8, n3 + 32], o)
            e: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.lrelu(t_4, 0.5)
            r, rv_2 = pl.yield_(o_1, v_4)
        return r, 0
