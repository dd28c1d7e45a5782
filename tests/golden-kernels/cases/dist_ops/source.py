import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class DistOps:
    @pl.function(type=pl.FunctionType.InCore)
    def p2p(self, x: pld.DistributedTensor[[16, 16], pl.FP32], sig: pld.DistributedTensor[[4, 8], pl.INT32], loc: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(x)
        me: pl.Scalar[pl.INT32] = pld.system.rank(ctx)
        n: pl.Scalar[pl.INT32] = pld.system.nranks(ctx)
        pld.system.notify(sig, 1, [0, 0], 1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(sig, [0, 0], 1, cmp=pld.WaitCmp.Ge)
        pld.system.defer_wait(sig, [0, 1], 2, cmp=pld.WaitCmp.Ge)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pld.tile.remote_load(x, 1, [0, 0], [16, 16])
        pld.tile.remote_store(t, x, 1, [0, 0])
        pld.tile.put(x, 1, loc, t)
        pld.tile.get(loc, 1, x, t)
        pld.tensor.put(x, 1, loc)
        pld.tensor.get(loc, 1, x, chunk_rows=8, chunk_cols=16)
        pld.tensor.remote_store(loc, x, 1, [0, 0])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.InCore)
    def coll(self, x: pld.DistributedTensor[[16, 16], pl.FP32], sig: pld.DistributedTensor[[4, 1], pl.INT32], g: pld.DistributedTensor[[4, 16], pl.FP32], loc: pl.Tensor[[1, 16], pl.FP32], loc4: pl.Tensor[[4, 16], pl.FP32], cnt: pl.Tensor[[4, 1], pl.INT32], rc: pld.DistributedTensor[[4, 1], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.allreduce(x, sig)
        b: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.allreduce(x, op=pld.ReduceOp.Max, core_num=2)
        c: pld.DistributedTensor[[4, 1], pl.INT32] = pld.tensor.barrier(sig)
        d: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.broadcast(x, sig, root=0)
        e: pld.DistributedTensor[[4, 16], pl.FP32] = pld.tensor.allgather(loc, g, sig)
        f: pld.DistributedTensor[[4, 16], pl.FP32] = pld.tensor.reduce_scatter(g, sig)
        h: pld.DistributedTensor[[4, 16], pl.FP32] = pld.tensor.all_to_all(loc4, g, sig)
        i: pld.DistributedTensor[[4, 16], pl.FP32] = pld.tensor.all_to_all_v(loc4, g, sig, cnt, rc)
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ws: pl.Scalar[pl.INT64] = pld.system.world_size()
        buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        buf2: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(1024, pl.INT64))
        w: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.window(buf, [16, 16], dtype=pl.FP32)
        w2: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.window(buf2, [16, 16], dtype=pl.FP32)
        return out
