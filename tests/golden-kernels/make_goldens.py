#!/usr/bin/env python3
"""Regenerates tests/golden-kernels from the real PyPTO (the goldens are its output; do not edit them).

Usage (from the repository root, with PyPTO importable):
    PYTHONPATH=../shared/pypto/python:../shared/pypto/stubs /usr/bin/python3 \
        tests/golden-kernels/make_goldens.py [--check]

cases/<name>/source.py   a program written for this folder (hand-written input)
  -> printed.py          ir.python_print(pl.parse_program(source, "source.py"), format=False) + "\n"
  -> window.py           only when cases/<name>/meta.txt says `window: yes`: the nine window
                         pass factories applied in order to the parsed program, inside one
                         PassContext([], memory_planner=PYPTO), backend Ascend910B
dumps/<name>/frontend.py a frontend program written for this folder
  -> NN_after_<Pass>.py  the window snapshots 26..35 of PyPTO's whole Default pipeline
                         (_run_pass_pipeline, platform a2a3, CONCISE dumps), byte for byte

With --check nothing is written: the script exits 1 when a committed golden differs from what
this PyPTO produces now (the `pypto`-labelled ctest runs it that way).
"""
import os
import shutil
import sys
import tempfile

import pypto.language as pl
from pypto import backend, ir, passes
from pypto.backend import BackendType

HERE = os.path.dirname(os.path.abspath(__file__))
WINDOW = [
    "skew_cross_core_pipeline", "lower_pipeline_to_slots", "lower_pipeline_loops",
    "canonicalize_io_order", "materialize_tensor_strides", "init_mem_ref",
    "materialize_semantic_aliases", "memory_reuse", "allocate_memory_addr",
]
SNAPSHOTS = range(26, 36)  # 26_after_NormalizeReturnOrder (the window's input) .. 35_after_AllocateMemoryAddr


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def emit(path, text, check, stale):
    if check:
        if not os.path.exists(path) or read(path) != text:
            stale.append(os.path.relpath(path, HERE))
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def window(prog):
    backend.reset_for_testing()
    backend.set_backend_type(BackendType.Ascend910B)
    with passes.PassContext([], memory_planner=passes.MemoryPlanner.PYPTO):
        for name in WINDOW:
            prog = getattr(passes, name)()(prog)
    return prog


def cases(check, stale):
    root = os.path.join(HERE, "cases")
    for name in sorted(os.listdir(root)):
        d = os.path.join(root, name)
        prog = pl.parse_program(read(os.path.join(d, "source.py")), "source.py")
        emit(os.path.join(d, "printed.py"), ir.python_print(prog, format=False) + "\n", check, stale)
        meta = os.path.join(d, "meta.txt")
        if os.path.exists(meta) and "window: yes" in read(meta):
            emit(os.path.join(d, "window.py"), ir.python_print(window(prog), format=False) + "\n",
                 check, stale)


def dumps(check, stale):
    from pypto.ir.compile import _run_pass_pipeline
    from pypto.ir.pass_manager import PassDumpLevel

    root = os.path.join(HERE, "dumps")
    for name in sorted(os.listdir(root)):
        d = os.path.join(root, name)
        prog = pl.parse_program(read(os.path.join(d, "frontend.py")), "frontend.py")
        tmp = tempfile.mkdtemp()
        try:
            _run_pass_pipeline(prog, operation="compile", platform="a2a3",
                               dump_passes=PassDumpLevel.CONCISE, passes_dump_dir=tmp)
            for f in sorted(os.listdir(tmp)):
                if f[:2].isdigit() and int(f[:2]) in SNAPSHOTS:
                    emit(os.path.join(d, f), read(os.path.join(tmp, f)), check, stale)
        finally:
            shutil.rmtree(tmp)


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    cases(check, stale)
    dumps(check, stale)
    if stale:
        print("stale goldens (regenerate with make_goldens.py):\n  " + "\n  ".join(stale))
        return 1
    print("golden-kernels: " + ("all goldens match this PyPTO" if check else "regenerated"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
