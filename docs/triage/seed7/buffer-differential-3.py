# pipecheck finding: property buffer-differential fails
# contract: the last memory snapshot run buffer-aware (tiles in their MemRef bytes) computes the source's outputs bit-identically
# expect: fails buffer-differential
# params: n0=0..1 n1=1..5
# first failing snapshot: allocate_memory_addr
# message: allocate_memory_addr run buffer-aware computes a different result on kernel_0(n0=0, n1=3)
# witness:
#   input kernel_0(n0=0, n1=3)
#   tensor out[16]: 1 vs 0
#   buffer-aware: Returned (2 outputs, digest 3cb23042ec51af7c)
#   under value semantics the snapshot agrees with the source: the memory plan is wrong
# generator seed: 7000588
# reduced: 21 -> 10 statements
# replay: pipecheck check --property buffer-differential /tmp/tri/c7/buffer-differential-3.py
# reduce: pipecheck reduce /tmp/tri/c7/buffer-differential-3.py --property buffer-differential
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[32], pl.BF16], x_1: pl.Tensor[[32], pl.BF16], x_2: pl.Tensor[[145], pl.BF16], n0: pl.Scalar[pl.INDEX], n1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[33], pl.BF16]]) -> pl.Tensor[[33], pl.BF16]:
        t: pl.Tile[[16], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [16], [16], [16], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        for i, (v,) in pl.range(0, init_values=(cv,)):
            rv: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        for i_1, (v_2,) in pl.pipeline(n1, stage=2, init_values=(rv,)):
            cv_3: pl.Tile[[16], pl.BF16, pl.Mem.Vec] = pl.tile.cast(rv, target_type=pl.BF16, mode='round')
            rv_1: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.yield_(v_2)
        cv_4: pl.Tile[[16], pl.BF16, pl.Mem.Vec] = pl.tile.cast(rv_1, target_type=pl.BF16, mode='round')
        o: pl.Tensor[[33], pl.BF16] = pl.tile.store(cv_4, [n0 + 16], out)
        return o
