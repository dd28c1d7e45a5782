import pypto.language as pl

@pl.program
class CarrySum:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
            for i in pl.pipeline(16, stage=2):
                t = pl.load(x, [i * 16, 0], [16, 64])
                s = pl.mul(t, 0.5)
                acc = pl.add(acc, s)
            pl.store(acc, [0, 0], out)
        return out
