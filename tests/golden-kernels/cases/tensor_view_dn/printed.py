# pypto.program: ViewDN
import pypto.language as pl

@pl.program
class ViewDN:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(w: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        wt: pl.Tensor[[64, 32], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)] = pl.tensor.view(w, [64, 32], layout=pl.TensorLayout.DN)
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(wt, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o_1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(u, [i * 16, 0], o)
            y: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o_1)
        return y
