import pypto.language as pl

@pl.program
class SliceArg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            # A window of the whole tile shares its MemRef as it is.
            w: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 32], [0, 0])
            e: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(w, 2.0)
            o2: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(e, [i * 8, 0], o)
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(o2)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, x: pl.Tensor[[48, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        # Windows of both params: the kernel reads a [16, 32] part of x at
        # [8, 16] and writes a [16, 32] part of out at [16, 32]; the second
        # slice is a slice of a slice (its offset composes with the first's),
        # the first a slice of a window of the whole of x (which shares x's
        # MemRef as it is), the third a window at offset zero.
        xw: pl.Tensor[[48, 64], pl.FP32] = pl.tensor.slice(x, [48, 64], [0, 0])
        xs: pl.Tensor[[24, 48], pl.FP32] = pl.tensor.slice(xw, [24, 48], [8, 16])
        xss: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(xs, [16, 32], [0, 0])
        os: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(out, [16, 32], [16, 32])
        xz: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(xss, [16, 32], [0, 0])
        xy: pl.Tensor[[8, 32], pl.FP32] = pl.tensor.slice(xz, [8, 32], [0, 0])
        r: pl.Tensor[[16, 32], pl.FP32] = self.kernel(xz, os)
        return r
