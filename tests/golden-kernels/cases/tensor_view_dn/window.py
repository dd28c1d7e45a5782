# pypto.program: ViewDN
import pypto.language as pl

@pl.program
class ViewDN:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(w: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out: pl.Out[pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.FP32]:
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        wt: pl.Tensor[[64, 32], pl.FP32, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)] = pl.tensor.view(w, [64, 32], layout=pl.TensorLayout.DN)
        a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_mat_2, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.load(wt, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_mat_2, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.load(wt, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_mat_2, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(valid_shape=[8, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(wt, [16, 0], [16, 1], [8, 1], target_memory=pl.Mem.Mat)
        for i, (o,) in pl.range(0, 4, 2, init_values=(out,)):
            t: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(wt, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(wt, [(i + 1) * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            o_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u, [i * 16, 0], o)
            u_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(t_1, 2.0)
            o_1_1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u_1, [(i + 1) * 16, 0], o_1)
            y: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8192)] = pl.yield_(o_1_1)
        return y
