# pypto.program: TensorOpsMore
import pypto.language as pl

@pl.program
class TensorOpsMore:
    @pl.function
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Tensor[[16, 16], pl.FP32], xi: pl.Tensor[[16, 16], pl.INT32], yi: pl.Tensor[[16, 16], pl.INT32], xs: pl.Tensor[[16, 16], pl.INT16], c: pl.Tensor[[16, 1], pl.FP32], d: pl.Tensor[[16, 32], pl.FP32], s: pl.Tensor[[1, 256], pl.FP32], s2: pl.Tensor[[1, 256], pl.FP32], iu: pl.Tensor[[1, 256], pl.UINT32], bt: pl.Tensor[[4], pl.INT32], ix: pl.Tensor[[8], pl.INT32], si: pl.Tensor[[2, 4], pl.INT32], rows: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        r0: pl.Tensor[[16, 16], pl.FP16] = pl.tensor.cast(x, target_type=pl.FP16, mode='round')
        r1: pl.Tensor[[16, 16], pl.INT32] = pl.tensor.cast(x, target_type=pl.INT32, mode='floor')
        r2: pl.Tensor[[16, 16], pl.INT32] = pl.tensor.xor(xi, yi)
        r3: pl.Tensor[[16, 16], pl.INT32] = pl.tensor.xors(xi, pl.const(7, pl.INT32))
        r4: pl.Tensor[[16, 16], pl.INT16] = pl.tensor.not_(xs)
        r5: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.row_expand_div(x, c)
        r6: pl.Tensor[[16, 16], pl.FP32, pl.TensorView(stride=[1, 16], layout=pl.TensorLayout.DN)] = pl.tensor.transpose(x, 0, 1)
        r7: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.sort32(s, iu)
        r8: pl.Tensor[[1, 256], pl.FP32] = pl.tensor.mrgsort_format1(s, pl.const(64, pl.INT32))
        r9: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort_format2(s, s2, exhausted=False)
        r10: pl.Tensor[[1, 768], pl.FP32] = pl.tensor.mrgsort_format2(s, s2, s, exhausted=True)
        r11: pl.Tensor[[16, 8], pl.FP32] = pl.tensor.gather_mask(x, mask_pattern=1)
        r12: pl.Tuple[pl.Tensor[[16, 16], pl.INT32], pl.Tensor[[1, 16], pl.INT32]] = pl.tensor.gather_compare(x, 1.0, cmp_mode=4, offset=0, out_cols=16)
        r13: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.scatter(x, xi, y, dim=-1)
        r14: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.scatter_mask(x, d, mask_pattern=1)
        r15: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.scatter_update(x, si, rows, dim=-2)
        r16: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.paged_gather(x, ix, bt, block_size=4, size=16, max_indices=8, col_off=0, is_trans=False, is_b_matrix=False, space=pl.Mem.Mat)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.add(x, y)
        return o
