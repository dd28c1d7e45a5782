#!/usr/bin/env python3
"""Regenerates NAME.out.py from NAME.in.py with the real PyPTO (dev-time).

    PYTHONPATH=../shared/pypto/python:../shared/pypto/stubs \
      /usr/bin/python3 tests/golden-ops/make_goldens.py

Each NAME.out.py is `ir.python_print(pl.parse_program(in), format=False)`
plus one "\n": PyPTO's own print of a program written for this folder.
"""
import pathlib

import pypto.language as pl
from pypto import ir

here = pathlib.Path(__file__).resolve().parent
for src in sorted(here.glob("*.in.py")):
    prog = pl.parse_program(src.read_text(), src.name)
    out = src.with_name(src.name.replace(".in.py", ".out.py"))
    out.write_text(ir.python_print(prog, format=False) + "\n")
    print("wrote", out.name)
