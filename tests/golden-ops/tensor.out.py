# pypto.program: TensorOps
import pypto.language as pl

@pl.program
class TensorOps:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(x, y)
        m: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.maximum(a, y)
        e: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(m)
        s: pl.Tensor[[64, 1], pl.FP32] = pl.tensor.row_sum(e)
        d: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.row_expand_div(e, s)
        c: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.cast(d, target_type=pl.BF16, mode='rint')
        f: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.cast(c, target_type=pl.FP32, mode='none')
        v: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(f, [32, 64], [0, 0])
        r: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.reshape(v, [64, 32])
        t: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[1, 32], layout=pl.TensorLayout.DN)] = pl.tensor.transpose(r, 0, 1)
        z: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        w: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(z, t, [0, 0])
        k: pl.Scalar[pl.FP32] = pl.tensor.read(w, [0, 0])
        q: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.muls(w, k)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, q, [0, 0])
        return out
