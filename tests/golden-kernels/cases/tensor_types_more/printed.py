# pypto.program: TensorTypesMore
import pypto.language as pl

@pl.program
class TensorTypesMore:
    @pl.function
    def kernel(self, x: pl.Tensor[[16, 32], pl.FP32], y: pl.Tensor[[16, 32], pl.FP32], z: pl.Tensor[[16, 32], pl.FP32], w: pl.Tensor[[16, 32], pl.FP32], xh: pl.Tensor[[16, 32], pl.FP16], y2: pl.Tensor[[16, 64], pl.FP32], c3: pl.Tensor[[2, 1, 32], pl.FP32], c3h: pl.Tensor[[2, 1, 32], pl.FP16], x3: pl.Tensor[[2, 16, 32], pl.FP32], x3h: pl.Tensor[[2, 16, 32], pl.FP16]):
        a0: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tensor.expand_clone(c3, x3)
        a1: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tensor.expand_clone(c3h, x3)
        a2: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tensor.expand_clone(c3, x3h)
        a13: pl.Tensor[[2, 16, 32], pl.FP16] = pl.tensor.expand_clone(c3h, x3h)
        a3: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.mrgsort_format1(x, pl.const(64, pl.INT32))
        a4: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.mrgsort_format1(xh, pl.const(128, pl.INT32))
        a5: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.mrgsort_format2(x, y, exhausted=False)
        a6: pl.Tensor[[16, 96], pl.FP32] = pl.tensor.mrgsort_format2(x, y, z, exhausted=True)
        a7: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.mrgsort_format2(x, y, z, w, exhausted=False)
        a8: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Tensor[[1, 16], pl.INT32]] = pl.tensor.gather_compare(x, 1.0, cmp_mode=0, offset=0, out_cols=8)
        a9: pl.Tuple[pl.Tensor[[16, 4], pl.INT32], pl.Tensor[[1, 16], pl.UINT32]] = pl.tensor.gather_compare(x, 1.0, cmp_mode=1, offset=2, out_cols=4, count_dtype=pl.UINT32)
        a10: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.scatter_mask(x, y2, mask_pattern=1)
        a11: pl.Tensor[[16, 8], pl.FP32] = pl.tensor.gather_mask(x, mask_pattern=5)
        a12: pl.Tensor[[16, 16], pl.INT16] = pl.tensor.gather_mask(xh, mask_pattern=2, output_dtype=pl.INT16)
        return a0
