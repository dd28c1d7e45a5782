import pypto.language as pl

# A 64 KiB tile dies at once, so MemoryReuse puts the small tile t (and its
# two reshape views) into its buffer. The views print the member's own
# MemRef there, MemRef(base, 0, 512), not the buffer's 64 KiB one; a loop
# initialised with such a view carries that same member MemRef in its
# iter_arg and return var (the real pass aligns loop carries to their init),
# so the loop's result prints the member form too.
@pl.program
class CarryMemberMemRef:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_0(self, x: pl.Tensor[[384, 128], pl.FP32], y: pl.Tensor[[12, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        big: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        t: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [8, 32], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        lv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t, [8, 16])
        lv_1: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(lv, [4, 32])
        for i, (v,) in pl.pipeline(4, stage=2, init_values=(lv_1,)):
            w: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [i * 2, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            e: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, w)
            rv: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        o: pl.Tensor[[4, 32], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o
