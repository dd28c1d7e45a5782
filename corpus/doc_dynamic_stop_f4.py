# corpus: the pass documentation's dynamic example: runtime stop n, F=4, 128-element slices (main loop + 3-level cascade)
# expect: holds
# params: n=0..10
# pypto.program: DocDynamic
import pypto.language as pl

@pl.program
class DocDynamic:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1280], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1280], pl.FP32]]) -> pl.Tensor[[1280], pl.FP32]:
        for i, (o,) in pl.pipeline(n, stage=4, init_values=(out,)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            o2: pl.Tensor[[1280], pl.FP32] = pl.tile.store(t, [i * 128], o)
            r: pl.Tensor[[1280], pl.FP32] = pl.yield_(o2)
        return r
