# pypto.program: SelectMasks
import pypto.language as pl

@pl.program
class SelectMasks:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick_float(x: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out: pl.Out[pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        for i, (o,) in pl.range(0, 8, 2, init_values=(out,)):
            a: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1280, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            b: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2304, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(y, [i * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            a_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(3328, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            b_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(4352, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(y, [(i + 1) * 8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            m: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_7, pl.const(5376, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[8, 4])] = pl.tile.cmp(a, b, cmp_type=2)
            tmp: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1280, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sel(m, a, b, tmp)
            ms: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_8, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[8, 4])] = pl.tile.cmps(s, 0.5, cmp_type=1)
            tmp2: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2304, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s2: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1280, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sels(ms, s, tmp2, 1.0)
            o_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(s2, [i * 8, 0], o)
            m_1: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[8, 4])] = pl.tile.cmp(a_1, b_1, cmp_type=2)
            tmp_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_14, pl.const(256, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(3328, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sel(m_1, a_1, b_1, tmp_1)
            ms_1: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_14, pl.const(256, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[8, 4])] = pl.tile.cmps(s_1, 0.5, cmp_type=1)
            tmp2_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(4352, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            s2_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(3328, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sels(ms_1, s_1, tmp2_1, 1.0)
            o_1_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(s2_1, [(i + 1) * 8, 0], o_1)
            r: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 8192)] = pl.yield_(o_1_1)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick_int(x: pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1536)], out: pl.Out[pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1536)]]) -> pl.Tensor[[24, 16], pl.INT32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        for i, (o,) in pl.range(0, 2, 2, init_values=(out,)):
            a: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            a_1: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 8, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            m: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_4, pl.const(1024, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[8, 2])] = pl.tile.cmps(a, pl.const(3, pl.INT32), cmp_type=4)
            tmp: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_5, pl.const(1280, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            s: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.sels(m, a, tmp, pl.const(7, pl.INT32))
            o_1: pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1536)] = pl.tile.store(s, [i * 8, 0], o)
            m_1: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_7, pl.const(1792, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[8, 2])] = pl.tile.cmps(a_1, pl.const(3, pl.INT32), cmp_type=4)
            tmp_1: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_8, pl.const(2048, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            s_1: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.sels(m_1, a_1, tmp_1, pl.const(7, pl.INT32))
            o_1_1: pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1536)] = pl.tile.store(s_1, [(i + 1) * 8, 0], o_1)
            r_main: pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 1536)] = pl.yield_(o_1_1)
        a_2: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [pl.const(2, pl.INDEX) * pl.const(8, pl.INDEX), 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        m_2: pl.Tile[[8, 32], pl.UINT8, pl.MemRef(mem_vec_5, pl.const(1280, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[8, 2])] = pl.tile.cmps(a_2, pl.const(3, pl.INT32), cmp_type=4)
        tmp_2: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        s_2: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.sels(m_2, a_2, tmp_2, pl.const(7, pl.INT32))
        o_1_2: pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 1536)] = pl.tile.store(s_2, [pl.const(2, pl.INDEX) * pl.const(8, pl.INDEX), 0], r_main)
        r: pl.Tensor[[24, 16], pl.INT32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 1536)] = o_1_2
        return r
