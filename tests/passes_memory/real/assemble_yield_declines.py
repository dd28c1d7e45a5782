# pypto.program: AssembleCarry
import pypto.language as pl

@pl.program
class AssembleCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (v,) in pl.range(3, init_values=(t,)):
            h: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
            z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(z, h, [0, 8])
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, v)
            z2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=1.0)
            a2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(z2, h, [0, 0])
            rv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(a2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rv, [0, 0], out)
        return o
