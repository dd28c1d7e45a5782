# A carried tile's producer v_1 is retargeted onto the carry's buffer; a
# reshape and a slice of v_1 (views) and a tile.assemble into v_1 (in place)
# move with it: the same offset and size, the new base. A transpose of v_1
# (it moves data into a buffer of its own) and a slice of it stay.
import pypto.language as pl

@pl.program
class ViewsFollowRetarget:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        h: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for i, (o, v) in pl.range(4, init_values=(out, t)):
            v_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 0.5)
            rs: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(v_1, [16, 8])
            rs_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs, [16, 8])
            rs_2: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(rs_1, 2.0)
            e: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs_2, [8, 16])
            sl: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v_1, [8, 8], [0, 8])
            tr: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(v_1, 0, 1)
            sl_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(tr, [8, 8], [0, 0])
            sl_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(sl, sl_2)
            e_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, v_1)
            a: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(v_1, h, [0, 8])
            e_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(a, 2.0)
            o_1: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(e_1, [i * 8, 0], o)
            o_2: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(sl_1, [i * 8, 0], o_1)
            o_3: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(e_2, [i * 8, 0], o_2)
            r, rv = pl.yield_(o_3, v_1)
        return r
