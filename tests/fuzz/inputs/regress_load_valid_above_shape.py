# fuzz_text regression: fuzz_text soak 2026-12-06 (crash-1d9feeb3, reduced by hand): a tile.load whose valid extent 9 exceeds its window extent 8, under a full-shape TileView annotation. pipecheck read it, printed the annotation's view as none, and re-read the larger inferred one: the harness's round trip aborted. PyPTO rejects the load ("tile.load valid_shape 0 is 9, which exceeds the window extent 8 ...", kit-probed); pipecheck now does too, so the input stops at the parser.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        u: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(x, [8, 0], [8, 32], [9, 32], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return o
