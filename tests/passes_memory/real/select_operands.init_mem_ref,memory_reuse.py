# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sel_mask_first(x: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], y: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        a0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.cmps(a0, 1.0, cmp_type=2)
        a: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x, [1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        b: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.sel(m, a, b, tmp)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sel_rhs_first(x: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], y: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        b: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        a: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.cmps(a, 1.0, cmp_type=2)
        r: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.sel(m, a, b, tmp)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sel_tmp_first(x: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], y: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        a: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.cmps(a, 1.0, cmp_type=2)
        r: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.sel(m, a, b, tmp)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sels_mask_first(x: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], y: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        a0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.cmps(a0, 1.0, cmp_type=2)
        b: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.sels(m, b, tmp, 2.0)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sels_tmp_first(x: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], y: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], out: pl.Out[pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.cmps(b, 1.0, cmp_type=2)
        r: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.sels(m, b, tmp, 3.0)
        o: pl.Tensor[[8, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r, [0, 0], out)
        return o
