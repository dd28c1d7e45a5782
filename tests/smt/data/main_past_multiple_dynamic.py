# WRONG LOWERING (hand-edited copy of tests/golden/cases/dyn_stop_f2_tiles/lower.py).
# Fault: the main loop runs to n instead of unroll_main_end; for odd trip counts its last
# iteration also runs i + 1 = n, past the range. Expected: refuted.
# pypto.program: DynStopF2Tiles
import pypto.language as pl

@pl.program
class DynStopF2Tiles:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1024, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1024, 16], pl.FP32]]) -> pl.Tensor[[1024, 16], pl.FP32]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 4 + (n - 4) // 2 * 2
        for i, (o,) in pl.pipeline(4, n, 2, stage=1, init_values=(out,)):
            t: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            sq: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t, attrs={"pipeline_membership": "0:0"})
            o2: pl.Tensor[[1024, 16], pl.FP32] = pl.tile.store(sq, [i * 32, 0], o)
            t_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            sq_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t_1, t_1, attrs={"pipeline_membership": "0:1"})
            o2_1: pl.Tensor[[1024, 16], pl.FP32] = pl.tile.store(sq_1, [(i + 1) * 32, 0], o2)
            r_main: pl.Tensor[[1024, 16], pl.FP32] = pl.yield_(o2_1)
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            t_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
            sq_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t_2, t_2, attrs={"pipeline_membership": "1:0"})
            o2_2: pl.Tensor[[1024, 16], pl.FP32] = pl.tile.store(sq_2, [unroll_main_end * 32, 0], r_main)
            r: pl.Tensor[[1024, 16], pl.FP32] = pl.yield_(o2_2)
        else:
            r: pl.Tensor[[1024, 16], pl.FP32] = pl.yield_(r_main)
        return r
