# pypto.program: SoftSyncall
import pypto.language as pl

@pl.program
class SoftSyncall:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], ws: pl.Tensor[[64], pl.INT32], n: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=ws, used_cores=4)
        pl.system.syncall(mode="soft", core_type="aic_only", gm_workspace=ws, used_cores=n)
        pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=0)
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            pl.tile.store(u, [i * 16, 0], out)
            pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=2)
        pl.system.syncall(core_type='mix')
        pl.system.syncall(core_type='aiv_only')
        return out
