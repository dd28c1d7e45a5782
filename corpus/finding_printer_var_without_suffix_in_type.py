# corpus: FINDING in the real PyPTO's printer (2026-12-07, probing slices of a tile with a runtime valid width): after LowerPipelineLoops clones the body, the second clone's slice has the valid shape [1, pl.min(vc_1, 8)] in PyPTO's IR, but the printer writes a var inside a compound type expression by its bare name hint, so the dump says pl.min(vc, 8), the first clone's var; re-read, the dump is another program (PyPTO's own assert_structural_equal: 'vc' cannot map to both 'vc_1' and 'vc'). pipecheck's printer writes it the same way (it prints as PyPTO does), so its own round-trip reports the model's snapshot too.
# expect: fails round-trip
# expect-pypto: fails round-trip
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm` and `--impl pypto` (round-trip: its assert_structural_equal of the IR and its re-read dump), 2026-12-07; tests/confirm re-confirms it
# params: none
import pypto.language as pl

@pl.program
class Lead:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], y: pl.Out[pl.Tensor[[64, 8], pl.FP32]]) -> pl.Tensor[[64, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(4, stage=2, init_values=(y,)):
            t = pl.tile.load(x, [i, 0], [1, 16])
            vc = i % 16 + 1
            vs = pl.tile.set_validshape(t, 1, vc)
            vh = pl.tile.slice(vs, [1, 8], [0, 0])
            f = pl.tile.fillpad(vh)
            o2 = pl.tile.store(f, [i, 0], o)
            r = pl.yield_(o2)
        return r
