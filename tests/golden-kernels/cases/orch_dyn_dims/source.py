# tensor.dim and pl.dynamic dimensions in an Orchestration function (PyPTO's
# parser folds a tensor.dim of a dynamic dimension into its name there, and
# drops an assignment of one) and in a kernel (kept as written).
import pypto.language as pl

ROWS = pl.dynamic("ROWS")
COLS = pl.dynamic("COLS")


@pl.program
class OrchDims:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_rows(self, x: pl.Tensor[[ROWS, 32], pl.FP32], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[ROWS, 32], pl.FP32]]) -> pl.Tensor[[ROWS, 32], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        w: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, -1)
        for i, (acc,) in pl.pipeline(m, stage=2, init_values=(y,)):
            t: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i % n, 0], [1, 32], [1, w], target_memory=pl.Mem.Vec)
            u: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            s: pl.Tensor[[ROWS, 32], pl.FP32] = pl.tile.store(u, [i % n, 0], acc)
            r: pl.Tensor[[ROWS, 32], pl.FP32] = pl.yield_(s)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def copy_cols(self, z: pl.Tensor[[16, COLS], pl.BF16], o: pl.Out[pl.Tensor[[16, COLS], pl.BF16]]) -> pl.Tensor[[16, COLS], pl.BF16]:
        t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s: pl.Tensor[[16, COLS], pl.BF16] = pl.tile.store(t, [0, 0], o)
        return s

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, x: pl.Tensor[[ROWS, 32], pl.FP32], z: pl.Tensor[[16, COLS], pl.BF16]) -> tuple[pl.Tensor[[ROWS, 32], pl.FP32], pl.Tensor[[16, COLS], pl.BF16]]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        half: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0) // 2
        k: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        c: pl.Scalar[pl.INDEX] = pl.tensor.dim(z, -1)
        c = c + 0
        r0: pl.Scalar[pl.INDEX] = ROWS
        y: pl.Tensor[[n, k], pl.FP32] = pl.tensor.create([n, k], dtype=pl.FP32)
        o: pl.Tensor[[16, c], pl.BF16] = pl.tensor.create([16, pl.tensor.dim(z, 1)], dtype=pl.BF16)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            a: pl.Tensor[[n, 32], pl.FP32] = self.scale_rows(x, half + r0 - n, y)
            b: pl.Tensor[[16, COLS], pl.BF16] = self.copy_cols(z, o)
        return a, b
