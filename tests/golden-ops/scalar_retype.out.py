# pypto.program: ScalarRetype
import pypto.language as pl

@pl.program
class ScalarRetype:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 64], pl.INT8], b: pl.Tensor[[16, 64], pl.FP16], c: pl.Tensor[[16, 64], pl.BOOL], s: pl.Tensor[[4, 256], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.INT8]]) -> pl.Tensor[[16, 64], pl.INT8]:
        ta: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        ta2: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(a, [0, 16], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r1: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec] = pl.tile.addsc(ta, pl.const(3, pl.INT8), ta2)
        tb: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.subsc(tb, 2.0, tb)
        r3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.subsc(tb, 2.0, tb)
        tc: pl.Tile[[16, 16], pl.BOOL, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r4: pl.Tile[[16, 16], pl.INDEX, pl.Mem.Vec] = pl.tile.addsc(tc, 1, tc)
        s0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(s, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        s1: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(s, [1, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(s, [2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format2(s0, s1, tmp, exhausted=False)
        y2: pl.Tensor[[16, 64], pl.INT8] = pl.tile.store(r1, [0, 0], y)
        return y2
