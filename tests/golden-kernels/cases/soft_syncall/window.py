# pypto.program: SoftSyncall
import pypto.language as pl

@pl.program
class SoftSyncall:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], ws: pl.Tensor[[64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], n: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=ws, used_cores=4)
        pl.system.syncall(mode="soft", core_type="aic_only", gm_workspace=ws, used_cores=n)
        pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=0)
        for i in pl.range(0, 4, 2):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=2)
            pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=2)
            u: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            pl.tile.store(u, [i * 16, 0], out)
            u_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t_1, 2.0)
            pl.tile.store(u_1, [(i + 1) * 16, 0], out)
        pl.system.syncall(core_type='mix')
        pl.system.syncall(core_type='aiv_only')
        return out
