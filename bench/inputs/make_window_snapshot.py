#!/usr/bin/env python3
"""Writes bench/inputs/window_snapshot.py: a ~3,500-line window snapshot printed by the real PyPTO.

The frontend program is written here (kernel shapes as real model kernels have them: an RMS norm
with casts and row reductions, a softmax, a cross-core matmul + vector epilogue, a K-split matmul
accumulating through a loop carry, a dynamic-length scale, a nested pipeline, runtime scopes and
an Spmd launch in the orchestration), replicated GROUPS times with distinct names. The real
PyPTO's Default pipeline compiles it, and the snapshot it prints after NormalizeReturnOrder (26,
the input of SkewCrossCorePipeline: what pipecheck's nine model passes read) is the bench input.

Usage (from the repository root, with PyPTO importable):
    PYTHONPATH=../shared/pypto/python:../shared/pypto/stubs /usr/bin/python3 \
        bench/inputs/make_window_snapshot.py [GROUPS]   # the committed input: 20 groups
"""
import os
import shutil
import sys
import tempfile

import pypto.language as pl
from pypto.ir.compile import _run_pass_pipeline
from pypto.ir.pass_manager import PassDumpLevel

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "window_snapshot.py")

HEADER = '''import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class WindowBench:
'''

# One group of kernels; {g} is the group number.
GROUP = '''    @pl.function(type=pl.FunctionType.Opaque)
    def rmsnorm_{g}(self, x: pl.Tensor[[256, 256], pl.BF16], w: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(8, stage=2):
                t = pl.load(x, [i * 32, 0], [32, 256])
                f = pl.cast(t, target_type=pl.FP32)
                sq = pl.mul(f, f)
                tmp = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
                s = pl.row_sum(sq, tmp)
                m = pl.mul(s, 0.00390625)
                r = pl.rsqrt(m)
                y = pl.row_expand_mul(f, r)
                wt = pl.load(w, [0, 0], [1, 256])
                z = pl.col_expand_mul(y, wt)
                o = pl.cast(z, target_type=pl.BF16)
                pl.store(o, [i * 32, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Opaque)
    def softmax_{g}(self, x: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(8, stage=2):
                t = pl.load(x, [i * 16, 0], [16, 128])
                tmp = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
                mx = pl.row_max(t, tmp)
                d = pl.row_expand_sub(t, mx)
                e = pl.exp(d)
                tmp2 = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
                s = pl.row_sum(e, tmp2)
                p = pl.row_expand_div(e, s)
                q = pl.mul(p, 0.5)
                pl.store(q, [i * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Opaque)
    def proj_{g}(self, a: pl.Tensor[[128, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(4, stage=2):
                ta = pl.load(a, [i * 32, 0], [32, 64], target_memory=pl.Mem.Mat)
                tb = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
                la = pl.move(ta, target_memory=pl.Mem.Left)
                rb = pl.move(tb, target_memory=pl.Mem.Right)
                c = pl.matmul(la, rb)
                d = pl.mul(c, 2.0)
                e = pl.add(d, d)
                pl.store(e, [i * 32, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Opaque)
    def scale_dyn_{g}(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        n = pl.tensor.dim(x, 0)
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(n // 64, stage=2):
                t = pl.load(x, [i * 64, 0], [64, 64])
                u = pl.mul(t, 2.0)
                v = pl.add(u, t)
                w = pl.sub(v, u)
                pl.store(w, [i * 64, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Opaque)
    def nested_{g}(self, x: pl.Tensor[[256, 128], pl.FP32], out: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(4, stage=2):
                for j in pl.pipeline(4, stage=2):
                    t = pl.load(x, [i * 64 + j * 16, 0], [16, 128])
                    u = pl.mul(t, 3.0)
                    v = pl.add(u, t)
                    pl.store(v, [i * 64 + j * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore)
    def gate_{g}(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t = pl.load(x, [i * 16, 0], [16, 128])
            u = pl.mul(t, 3.0)
            v = pl.exp(u)
            w = pl.add(v, t)
            out = pl.store(w, [i * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def layer_{g}(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y = self.gate_{g}(x, y)
        with pl.scope():
            with pl.spmd(2):
                out = self.gate_{g}(y, out)
        return out
'''


# A long fused epilogue (real kernels' bodies run to dozens of ops): a chain of FUSED
# elementwise steps in one pipeline body, each reading the two previous values.
FUSED = 32
FUSED_STEPS = ("pl.mul({a}, {b})", "pl.add({a}, {b})", "pl.sub({a}, {b})", "pl.mul({a}, 0.5)",
               "pl.exp({a})", "pl.add({a}, 1.0)", "pl.maximum({a}, {b})")


def fused(g):
    head = f'''    @pl.function(type=pl.FunctionType.Opaque)
    def fused_{g}(self, x: pl.Tensor[[512, 64], pl.FP32], y: pl.Tensor[[512, 64], pl.FP32], out: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.pipeline(16, stage=2):
                v0 = pl.load(x, [i * 32, 0], [32, 64])
                v1 = pl.load(y, [i * 32, 0], [32, 64])
'''
    body = "".join(
        f"                v{k} = " + FUSED_STEPS[k % len(FUSED_STEPS)].format(a=f"v{k - 1}", b=f"v{k - 2}") + "\n"
        for k in range(2, FUSED + 2))
    return head + body + f'''                pl.store(v{FUSED + 1}, [i * 32, 0], out)
        return out
'''


def frontend(groups):
    return HEADER + "".join(GROUP.format(g=g) + fused(g) for g in range(groups))


def main():
    groups = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    text = frontend(groups)
    prog = pl.parse_program(text, "window_snapshot_frontend.py")
    tmp = tempfile.mkdtemp()
    try:
        _run_pass_pipeline(prog, operation="compile", platform="a2a3",
                           dump_passes=PassDumpLevel.CONCISE, passes_dump_dir=tmp)
        snap = [f for f in os.listdir(tmp) if f.startswith("26_after_NormalizeReturnOrder")]
        with open(os.path.join(tmp, snap[0]), encoding="utf-8") as f:
            out = f.read()
    finally:
        shutil.rmtree(tmp)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(out)
    print(f"{OUT}: {out.count(chr(10))} lines ({groups} groups)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
