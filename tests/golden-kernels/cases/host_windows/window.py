# pypto.program: HostWindows
import pypto.language as pl

@pl.program
class HostWindows:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], loc: pl.Tensor[[4, 32], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], win: pld.DistributedTensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], box: pld.DistributedTensor[[4, 32], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], flag: pld.DistributedTensor[[1, 4], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        for i, (o,) in pl.range(0, 4, 2, init_values=(out,)):
            t: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(256, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_7, pl.const(768, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            pld.system.notify(flag, 0, [0, 1], 9, op=1)
            pld.system.wait(flag, [0, 1], 9, cmp=1)
            pld.system.notify(flag, 0, [0, 1], 9, op=1)
            pld.system.wait(flag, [0, 1], 9, cmp=1)
            e: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(256, pl.INT64), 512), pl.Mem.Vec] = pl.tile.exp(t)
            pld.tile.remote_store(e, win, 0, [i * 4, 0])
            st: pl.Tile[[4, 32], pl.BF16, pl.MemRef(mem_vec_9, pl.const(1280, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([4, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pld.tile.put(box, 0, loc, st, atomic=pl.AtomicType.None_)
            o_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2048)] = pl.tile.store(e, [i * 4, 0], o)
            e_1: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_7, pl.const(768, pl.INT64), 512), pl.Mem.Vec] = pl.tile.exp(t_1)
            pld.tile.remote_store(e_1, win, 0, [(i + 1) * 4, 0])
            st_1: pl.Tile[[4, 32], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([4, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pld.tile.put(box, 0, loc, st_1, atomic=pl.AtomicType.None_)
            o_1_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2048)] = pl.tile.store(e_1, [(i + 1) * 4, 0], o_1)
            r: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 2048)] = pl.yield_(o_1_1)
        st1: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_6, pl.const(256, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        pld.tile.put(box, 0, loc, st1, atomic=pl.AtomicType.Add)
        return r
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, x: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], loc: pl.Tensor[[4, 32], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        ws: pl.Scalar[pl.INT64] = pld.system.world_size()
        buf: pl.Ptr = pld.tensor.alloc_window_buffer(ws * 2048)
        win: pld.DistributedTensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)] = pld.tensor.window(buf, [16, 32], dtype=pl.FP32)
        boxes: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(256, pl.INT64))
        box: pld.DistributedTensor[[4, 32], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)] = pld.tensor.window(boxes, [4, 32], dtype=pl.BF16)
        flags: pl.Ptr = pld.tensor.alloc_window_buffer(16)
        flag: pld.DistributedTensor[[1, 4], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16)] = pld.tensor.window(flags, [1, 4], dtype=pl.INT32)
        r: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 2048)] = self.kernel(x, loc, win, box, flag, out)
        return r
