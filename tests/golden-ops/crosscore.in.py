import pypto.language as pl

@pl.program
class CrossCore:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16]):
        buf = pl.system.reserve_buffer(name='c2v_slots', size=16384, base=-1)
        peer = pl.system.import_peer_buffer(name='v2c_slots', peer_func='vector')
        pl.system.aic_initialize_pipe(buf, peer, dir_mask=3, slot_size=4096)
        blk = pl.tile.get_block_idx()
        for i in pl.pipeline(4, stage=2):
            ta: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 64], target_memory=pl.Mem.Mat)
            tb: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
            l = pl.tile.move(ta, target_memory=pl.Mem.Left)
            r = pl.tile.move(tb, target_memory=pl.Mem.Right)
            c = pl.tile.matmul(l, r)
            pl.tile.tpush_to_aiv(c, split=0)
            back: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            pl.system.tfree_to_aiv(back, split=0)
        pl.system.bar_all()

    @pl.function(type=pl.FunctionType.AIV)
    def vector(self, out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        buf = pl.system.reserve_buffer(name='v2c_slots', size=8192, base=-1)
        peer = pl.system.import_peer_buffer(name='c2v_slots', peer_func='cube')
        pl.system.aiv_initialize_pipe(peer, buf, dir_mask=3, slot_size=4096)
        sub = pl.tile.get_subblock_idx()
        n = pl.tile.get_block_num()
        for i in pl.pipeline(4, stage=2):
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            s = pl.tile.muls(c, 0.5)
            h = pl.tile.cast(s, target_type=pl.BF16)
            pl.system.tfree_to_aic(c, split=0)
            pl.tile.tpush_to_aic(h, split=0)
            pl.tile.store(s, [i * 16, 0], out)
        pl.system.bar_v()
        return out
