# corpus: a tile.slice passed through a zero-trip loop as its carry: the iter_arg and the return var take the slice's MemRef (a window of its source's buffer at offset 128), and buffer-differential once blamed the plan (model and kit alike) because the executor read the return var densely there while it gave the slice bytes of its own (found by the sliced-load draw tried on 2026-12-06, docs/triage/seed111-141); holds since 8d2b661, on the model and on the kit's snapshots
# expect: holds
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
