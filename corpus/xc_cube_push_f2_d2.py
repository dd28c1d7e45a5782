# corpus: cross-core AIC loop skewed at depth 2 (golden-window input)
# expect: holds
# params: none
# pypto.program: CubePushF2
import pypto.language as pl

@pl.program
class CubePushF2:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv(q: pl.Tensor[[32, 64], pl.FP32], k: pl.Tensor[[512, 64], pl.FP32], v: pl.Tensor[[512, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        qm: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(q, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        ql: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(qm, target_memory=pl.Mem.Left)
        for i, (o,) in pl.pipeline(8, stage=2, init_values=(out,)):
            km: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(k, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            kr: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(km, target_memory=pl.Mem.Right)
            s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ql, kr)
            pl.tile.tpush_to_aiv(s, split=0)
            p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            pm: pl.Tile[[32, 64], pl.FP32, pl.Mem.Left] = pl.tile.move(p, target_memory=pl.Mem.Left)
            vm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(v, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            vr: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(vm, target_memory=pl.Mem.Right)
            pv: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pm, vr)
            o2: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(pv, [i * 32, 0], o)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(o2)
        return y
