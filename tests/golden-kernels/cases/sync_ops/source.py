import pypto.language as pl

@pl.program
class SyncOps:
    @pl.function(type=pl.FunctionType.AIV)
    def vec(x: pl.Tensor[[16, 16], pl.FP32], ws: pl.Tensor[[256], pl.INT64], ev: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.system.set_ffts(ws)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(event_id=0, wait_pipe=pl.PipeType.V, set_pipe=pl.PipeType.MTE2)
        pl.system.sync_set(1, pipe=pl.PipeType.V)
        pl.system.sync_set(2, core_type="aiv", ffts_mode=2, pipe=pl.PipeType.MTE3)
        pl.system.sync_set(ev, pipe=pl.PipeType.V)
        pl.system.sync_wait(1, pipe=pl.PipeType.V)
        pl.system.sync_wait(ev, pipe=pl.PipeType.MTE2, core_type="aiv")
        pl.system.bar_v()
        pl.system.bar_all()
        pl.system.syncall()
        pl.system.syncall(core_type="aiv_only")
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16])
        pl.tile.store(t0, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.AIC)
    def cube(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(t)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=1, id=2)
        pl.system.tfree_to_aiv(u, split=1, id=2)
        return out
