# corpus: a Vec tile carried through transpose_view -> subs -> transpose_view under a dynamic stop (F=2): the remainder's if return var shares the column-major subs result's buffer with no move; buffer-differential once blamed that correct plan (campaign seed 3, 2026-12-05); holds on the model and on the kit's output
# expect: holds
# params: nn=0..7
# pypto.program: TransposeCarry
import pypto.language as pl

@pl.program
class TransposeCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_0(x: pl.Tensor[[8, 16], pl.FP32], nn: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.pipeline(nn, stage=2, init_values=(t,)):
            tv: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v)
            tv_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.subs(tv, 2.0)
            v_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(tv_1)
            rv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        o_1: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o_1
