import pypto.language as pl

@pl.program
class MatmulChain:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, a: pl.Tensor[[128, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], c: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(4, stage=2):
                ta = pl.load(a, [i * 32, 0], [32, 64], target_memory=pl.Mem.Mat)
                tb = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
                la = pl.move(ta, target_memory=pl.Mem.Left)
                rb = pl.move(tb, target_memory=pl.Mem.Right)
                p = pl.matmul(la, rb)
                tc = pl.load(c, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
                rc = pl.move(tc, target_memory=pl.Mem.Right)
                acc = pl.matmul_acc(p, la, rc)
                pl.store(acc, [i * 32, 0], out)
        return out
