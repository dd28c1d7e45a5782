import pypto.language as pl

@pl.program
class ViewDN:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, w: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        wt: pl.Tensor[[64, 32], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)] = pl.tensor.view(w, [64, 32], layout=pl.TensorLayout.DN)
        # Mat tiles loaded from a DN view are typed transposed (row-major
        # blocks, column-major fractals; a [K, 1] column without a box).
        a = pl.tile.load(wt, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        r = pl.tile.load(wt, [0, 0], [1, 16], target_memory=pl.Mem.Mat)
        c = pl.tile.load(wt, [16, 0], [16, 1], [8, 1], target_memory=pl.Mem.Mat)
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(wt, [i * 16, 0], [16, 32])
            u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o_1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(u, [i * 16, 0], o)
            y: pl.Tensor[[64, 32], pl.FP32] = pl.yield_(o_1)
        return y
