# A regression input of the buffer-aware executor (tests/checks/false_findings_test.cpp,
# FalseFindings.ASliceCarriedThroughALoopReadsTheSlice; docs/DESIGN.md, "A slice carried through a
# loop"). `check --property buffer-differential --ordered-bounds` failed on it under the model and
# on the kit's own snapshots alike: the iter_arg v and the return var rv take the slice's MemRef
# (base of t, offset 128, its envelope size), and the executor read rv densely from there while it
# gave `ls` bytes of its own. It now holds: a carry into a view's very MemRef reads the view's
# values. Reduced by `pipecheck report` from the program the old corpus/bytes/seed-059.bin decoded
# to under the sliced-load draw (tried and reverted on 2026-12-06).
# params: n0=4..29
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[4, 128], pl.FP32], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[204, 114], pl.FP32]]) -> pl.Tensor[[204, 114], pl.FP32]:
        t: pl.Tile[[2, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 64], [2, 64], [2, 64], target_memory=pl.Mem.Vec)
        ls: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [2, 32], [0, 32])
        for i, (v,) in pl.range(0, init_values=(ls,)):
            rv: pl.Tile[[2, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        o_2: pl.Tensor[[204, 114], pl.FP32] = pl.tile.store(rv, [n0 * 2 + (n0 * 4 + n0 * 4 - 30), n0 + n0 + 24], out)
        return o_2
