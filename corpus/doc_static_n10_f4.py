# corpus: the pass documentation's static example: N=10, F=4, load/store of 128-element slices (trip 10 = 2F+2: main loop + 2-clone tail)
# expect: holds
# params: none
# pypto.program: DocStatic
import pypto.language as pl

@pl.program
class DocStatic:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1280], pl.FP32], out: pl.Out[pl.Tensor[[1280], pl.FP32]]) -> pl.Tensor[[1280], pl.FP32]:
        for i, (o,) in pl.pipeline(10, stage=4, init_values=(out,)):
            t: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 128], [128], [128], target_memory=pl.Mem.Vec)
            o2: pl.Tensor[[1280], pl.FP32] = pl.tile.store(t, [i * 128], o)
            r: pl.Tensor[[1280], pl.FP32] = pl.yield_(o2)
        return r
