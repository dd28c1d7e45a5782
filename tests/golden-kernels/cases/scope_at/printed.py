# pypto.program: ScopeAt
import pypto.language as pl

@pl.program
class ScopeAt:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="foo"):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        with pl.cluster(name_hint="cl"):
            with pl.at(level=pl.Level.CORE_GROUP):
                t3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t3, [0, 0], out)
        with pl.spmd(n, sync_start=True, name_hint="sp"):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        with pl.at(level=pl.Level.HOST):
            out: pl.Tensor[[64, 64], pl.FP32] = self.k(x, out)
        return out
