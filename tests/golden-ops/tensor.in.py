import pypto.language as pl

@pl.program
class TensorOps:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a = pl.tensor.add(x, y)
        m = pl.tensor.maximum(a, y)
        e = pl.tensor.exp(m)
        s = pl.tensor.row_sum(e)
        d = pl.tensor.row_expand_div(e, s)
        c = pl.tensor.cast(d, target_type=pl.BF16, mode='rint')
        f = pl.tensor.cast(c, target_type=pl.FP32, mode='none')
        v = pl.tensor.slice(f, [32, 64], [0, 0])
        r = pl.tensor.reshape(v, [64, 32])
        t = pl.tensor.transpose(r, 0, 1)
        z = pl.tensor.create([64, 64], dtype=pl.FP32)
        w = pl.tensor.assemble(z, t, [0, 0])
        k = pl.tensor.read(w, [0, 0])
        q = pl.tensor.muls(w, k)
        out = pl.tensor.assemble(out, q, [0, 0])
        return out
