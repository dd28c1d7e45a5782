# corpus: FINDING in the real LowerPipelineLoops, as read back by PyPTO's own parser (kit campaign 473, 2026-12-07, program 473001432, 96 -> 4 statements with the source kept in bounds): a stage-5 pipeline over i in 0, 2, .. < n with n in 0..7 (the campaign's program read it from an INT32 tensor the interpreter fills with 0..7): at most 4 iterations, so the main loop never runs. The main loop's fifth clone loads rows (i + 8) * 16 + 1 .. + 8 of a 105-row tensor: past the end for every i >= 0, in code that never runs. PyPTO prints it, and its parser rejects that text (the load "reads past the end of dimension 0: offset (i + 8) * 16 + 1 + extent 8 exceeds the source extent 105", which the loop around it reports as "For loop has 1 iteration arguments but 0 return variables"), so a pass dump of this kernel cannot be read back. pipecheck's model prints the same text; its round-trip property judges the kit's snapshots with the kit's re-read, and its own snapshots with pipecheck's parser, which reads them.
# expect: holds
# impl: pypto
# expect-pypto: fails round-trip
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm --impl pypto` (round-trip), 2026-12-07; tests/confirm re-confirms it
# params: n=0..7
# pypto.program: DeadCloneWindow
import pypto.language as pl

@pl.program
class DeadCloneWindow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[105, 96], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[8, 32], pl.FP32]:
        for i, (o,) in pl.pipeline(0, n, 2, stage=5, init_values=(out,)):
            t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16 + 1, 64], [8, 32], [8, 32])
            o_1: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(t, [0, 0], o)
            r = pl.yield_(o_1)
        return r
