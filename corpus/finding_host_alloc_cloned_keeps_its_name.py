# corpus: FINDING in the real PyPTO (2026-12-07 night, probing the host window ops): PyPTO's parser names a pld.tensor.alloc_window_buffer after its assignment target (a `name` kwarg, unique in the program, that its printer never writes). A HOST-level orchestrator allocates a window buffer inside a pl.pipeline body; LowerPipelineLoops clones the body and the clone keeps name='buf', so the program now holds two buffers named 'buf' (which PyPTO's parser refuses in user input: "name 'buf' is already declared in this program"), and the dump prints the clone as `buf_1 = pld.tensor.alloc_window_buffer(512)`, which re-reads with name='buf_1': another program (PyPTO's own assert_structural_equal: kwargs value mismatch for key 'name'). pipecheck's model clones the call the same way and its round-trip reports it too.
# expect: fails round-trip
# expect-pypto: fails round-trip
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck check --impl pypto` (round-trip: its assert_structural_equal of the IR and its re-read dump), 2026-12-07; tests/confirm re-confirms it
# params: none
# pypto.program: AllocInLoop
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class AllocInLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(self, x: pl.Tensor[[8, 16], pl.FP32], win: pld.DistributedTensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        pld.tile.remote_store(t, win, 0, [0, 0])
        o: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        for p, (acc,) in pl.pipeline(2, init_values=(out,), stage=2):
            buf: pl.Ptr = pld.tensor.alloc_window_buffer(512)
            w: pld.DistributedTensor[[8, 16], pl.FP32] = pld.tensor.window(buf, [8, 16], dtype=pl.FP32)
            r: pl.Tensor[[8, 16], pl.FP32] = self.kernel(x, w, acc)
            rr: pl.Tensor[[8, 16], pl.FP32] = pl.yield_(r)
        return rr
