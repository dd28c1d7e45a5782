# pypto.program: OrchDims
import pypto.language as pl

COLS = pl.dynamic("COLS")
ROWS = pl.dynamic("ROWS")

@pl.program
class OrchDims:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def copy_cols(z: pl.Tensor[[16, COLS], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], o: pl.Out[pl.Tensor[[16, COLS], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[16, COLS], pl.BF16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[16, 16], pl.BF16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s: pl.Tensor[[16, COLS], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t, [0, 0], o)
        return s
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[ROWS, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        w: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, -1)
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (m - 0) // 2 * 2
        for i, (acc,) in pl.range(0, unroll_main_end, 2, init_values=(y,)):
            t: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.load(x, [i % n, 0], [1, 32], [1, w], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(128, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.load(x, [(i + 1) % n, 0], [1, 32], [1, w], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.muls(t, 2.0)
            s: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(u, [i % n, 0], acc)
            u_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(128, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.muls(t_1, 2.0)
            s_1: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(u_1, [(i + 1) % n, 0], s)
            r_main: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(s_1)
        unroll_rem: pl.Scalar[pl.INDEX] = m - unroll_main_end
        if unroll_rem == 1:
            t_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.load(x, [unroll_main_end % n, 0], [1, 32], [1, w], target_memory=pl.Mem.Vec)
            u_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.muls(t_2, 2.0)
            s_2: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(u_2, [unroll_main_end % n, 0], r_main)
            r: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(s_2)
        else:
            r: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(r_main)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orchestrator(self, x: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], z: pl.Tensor[[16, COLS], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[ROWS, 32], pl.FP32], pl.Tensor[[16, COLS], pl.BF16]]:
        half: pl.Scalar[pl.INDEX] = ROWS // 2
        k: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        c: pl.Scalar[pl.INDEX] = COLS + 0
        y: pl.Tensor[[ROWS, k], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tensor.create([ROWS, k], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o: pl.Tensor[[16, COLS], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.create([16, COLS], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            a: pl.Tensor[[ROWS, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.scale_rows(x, half + ROWS - ROWS, y)
            b: pl.Tensor[[16, COLS], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = self.copy_cols(z, o)
        return a, b
