# pypto.program: TensorViewLayouts
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class TensorViewLayouts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.FP32], z: pl.Tensor[[4, 8, 16], pl.FP32], w: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(x, [16, 128], layout=pl.TensorLayout.ND)
        b: pl.Tensor[[128, 16], pl.FP32, pl.TensorView(stride=[1, 128], layout=pl.TensorLayout.DN)] = pl.tensor.view(x, [128, 16], layout=pl.TensorLayout.DN)
        c: pl.Tensor[[4, 8, 16], pl.FP32, pl.TensorView(stride=[128, 1, 8], layout=pl.TensorLayout.DN)] = pl.tensor.view(z, [4, 8, 16], layout=pl.TensorLayout.DN)
        d: pl.Tensor[[64, N], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)] = pl.tensor.view(w, [64, N], layout=pl.TensorLayout.DN)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        dn: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)] = pl.tensor.view(y, [64, 64], layout=pl.TensorLayout.DN)
        y2: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)] = pl.tile.store(t, [0, 0], dn)
        return y
