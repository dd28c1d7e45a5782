import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class TensorViewLayouts:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32], z: pl.Tensor[[4, 8, 16], pl.FP32], w: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a = pl.tensor.view(x, [16, 128], layout=pl.TensorLayout.ND)
        b = pl.tensor.view(x, [128, 16], layout=pl.TensorLayout.DN)
        c = pl.tensor.view(z, [4, 8, 16], layout=pl.TensorLayout.DN)
        d = pl.tensor.view(w, [64, N], layout=pl.TensorLayout.DN)
        t = pl.tile.load(x, [0, 0], [16, 32])
        dn = pl.tensor.view(y, [64, 64], layout=pl.TensorLayout.DN)
        y2 = pl.tile.store(t, [0, 0], dn)
        return y
