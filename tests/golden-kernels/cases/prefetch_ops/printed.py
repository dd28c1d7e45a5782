# pypto.program: PrefetchOps
import pypto.language as pl

@pl.program
class PrefetchOps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 256], pl.FP32], v: pl.Tensor[[256], pl.FP32], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        ctx: pl.PrefetchAsyncContext = pl.prefetch.make_context()
        ev: pl.AsyncEvent = pl.prefetch.async_prefetch(x, ctx)
        ev2: pl.AsyncEvent = pl.prefetch.async_prefetch(v, ctx)
        ses: pl.AsyncSession = pl.prefetch.session(ctx)
        done: pl.Scalar[pl.BOOL] = pl.prefetch.wait(ev, ses)
        done2: pl.Scalar[pl.BOOL] = pl.prefetch.wait(ev2, ses)
        arr: pl.Array[4, pl.INT32] = pl.array.create(4, dtype=pl.INT32)
        arr: pl.Array[4, pl.INT32] = pl.array.update_element(arr, 1, 7)
        v1: pl.Scalar[pl.INT32] = pl.array.get_element(arr, 1)
        arr: pl.Array[4, pl.INT32] = pl.array.update_element(arr, 2, v1)
        t0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        pl.tile.store(t0, [0, 0], out)
        return out
