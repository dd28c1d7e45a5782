# pypto.program: OrchDims
import pypto.language as pl

COLS = pl.dynamic("COLS")
ROWS = pl.dynamic("ROWS")

@pl.program
class OrchDims:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def copy_cols(z: pl.Tensor[[16, COLS], pl.BF16], o: pl.Out[pl.Tensor[[16, COLS], pl.BF16]]) -> pl.Tensor[[16, COLS], pl.BF16]:
        t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s: pl.Tensor[[16, COLS], pl.BF16] = pl.tile.store(t, [0, 0], o)
        return s
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x: pl.Tensor[[ROWS, 32], pl.FP32], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[ROWS, 32], pl.FP32]]) -> pl.Tensor[[ROWS, 32], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        w: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, -1)
        for i, (acc,) in pl.pipeline(m, stage=2, init_values=(y,)):
            t: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.load(x, [i % n, 0], [1, 32], [1, w], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, w])] = pl.tile.muls(t, 2.0)
            s: pl.Tensor[[ROWS, 32], pl.FP32] = pl.tile.store(u, [i % n, 0], acc)
            r: pl.Tensor[[ROWS, 32], pl.FP32] = pl.yield_(s)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orchestrator(self, x: pl.Tensor[[ROWS, 32], pl.FP32], z: pl.Tensor[[16, COLS], pl.BF16]) -> tuple[pl.Tensor[[ROWS, 32], pl.FP32], pl.Tensor[[16, COLS], pl.BF16]]:
        half: pl.Scalar[pl.INDEX] = ROWS // 2
        k: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        c: pl.Scalar[pl.INDEX] = COLS + 0
        y: pl.Tensor[[ROWS, k], pl.FP32] = pl.tensor.create([ROWS, k], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o: pl.Tensor[[16, COLS], pl.BF16] = pl.tensor.create([16, COLS], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            a: pl.Tensor[[ROWS, 32], pl.FP32] = self.scale_rows(x, half + ROWS - ROWS, y)
            b: pl.Tensor[[16, COLS], pl.BF16] = self.copy_cols(z, o)
        return a, b
