# corpus: a HOST-level orchestrator makes its kernel's windows (pld.system.world_size, pld.tensor.alloc_window_buffer, pld.tensor.window); the stage=2 kernel remote-stores each tile, sets a flag slot and waits for it (pld.system.notify op=Set, pld.system.wait), and puts a tensor into a window through a staging tile (pld.tile.put). The real PyPTO prints it identically after every pass (tests/golden-kernels/cases/host_windows is the same program)
# expect: holds
# params: none
# pypto.program: HostWindows
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class HostWindows:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(self, x: pl.Tensor[[16, 32], pl.FP32], loc: pl.Tensor[[4, 32], pl.BF16], win: pld.DistributedTensor[[16, 32], pl.FP32], box: pld.DistributedTensor[[4, 32], pl.BF16], flag: pld.DistributedTensor[[1, 4], pl.INT32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(4, init_values=(out,), stage=2):
            t: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 4, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            e: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(e, [i * 4, 0], o)
            pld.tile.remote_store(e, win, 0, [i * 4, 0])
            pld.system.notify(flag, 0, [0, 1], 9, op=pld.NotifyOp.Set)
            pld.system.wait(flag, [0, 1], 9, cmp=pld.WaitCmp.Ge)
            st: pl.Tile[[4, 32], pl.BF16, pl.Mem.Vec] = pl.tile.create([4, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pld.tile.put(box, 0, loc, st)
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(o_1)
        st1: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        pld.tile.put(box, 0, loc, st1, atomic=pl.AtomicType.Add)
        return r

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, x: pl.Tensor[[16, 32], pl.FP32], loc: pl.Tensor[[4, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        ws: pl.Scalar[pl.INT64] = pld.system.world_size()
        buf: pl.Ptr = pld.tensor.alloc_window_buffer(ws * 2048)
        win: pld.DistributedTensor[[16, 32], pl.FP32] = pld.tensor.window(buf, [16, 32], dtype=pl.FP32)
        boxes: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(256, pl.INT64))
        box: pld.DistributedTensor[[4, 32], pl.BF16] = pld.tensor.window(boxes, [4, 32], dtype=pl.BF16)
        flags: pl.Ptr = pld.tensor.alloc_window_buffer(16)
        flag: pld.DistributedTensor[[1, 4], pl.INT32] = pld.tensor.window(flags, [1, 4], dtype=pl.INT32)
        r: pl.Tensor[[16, 32], pl.FP32] = self.kernel(x, loc, win, box, flag, out)
        return r
