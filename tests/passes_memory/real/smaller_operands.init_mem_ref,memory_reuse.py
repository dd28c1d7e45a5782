# pypto.program: SmallerOperands
import pypto.language as pl

@pl.program
class SmallerOperands:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(s: pl.Tensor[[64, 64], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], w: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], f: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], h: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)], y: pl.Out[pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)]], z: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)]]) -> tuple[pl.Tensor[[64, 64], pl.INT32], pl.Tensor[[64, 64], pl.FP32]]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        b: pl.Tile[[16, 32], pl.INT8, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(s, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 32], pl.INT32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(w, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        sum8: pl.Tile[[16, 32], pl.INT8, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.adds(b, pl.const(1, pl.INT8))
        wide: pl.Tile[[16, 32], pl.INT32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(sum8, c)
        wc: pl.Tile[[16, 32], pl.INT32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(wide, c)
        y2: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = pl.tile.store(wc, [0, 0], y)
        a0: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(f, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        ix: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(w, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        ixu: pl.Tile[[1, 32], pl.UINT32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.cast(ix, target_type=pl.UINT32, mode='round')
        pairs: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sort32(a0, ixu)
        hv: pl.Tile[[1, 64], pl.FP16, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(h, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        hw: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(hv, target_type=pl.FP32, mode='round')
        m: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(pairs, hw)
        z2: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = pl.tile.store(m, [0, 0], z)
        return y2, z2
