#!/usr/bin/env python3
"""Probe kernels for the Vec compute ops of pipecheck's op table, judged by the kit.

    op_probe.py reuse OPS_DEF OUT_DIR
    op_probe.py dtypes OPS_DEF OUT_DIR

One kernel per op loads every tile operand from its own tensor, so all of them die at the op,
applies the op once and stores the result.

reuse: the kernels in the op's usual dtype, as the kit prints them, in OUT_DIR/<op>.py. MemoryReuse
may give the result a dead operand's buffer, unless the op forbids it (PyPTO's not_inplace_safe,
forbid_output_alias; pipecheck's table flags `fresh` and `noalias`);
`pipecheck check --impl pypto --property model-agrees` then compares pipecheck's model of every
pass with the kit's output (tests/tools/reuse_probe_agrees.sh). An op the kit rejects in this form
is listed as skipped with the kit's reason.

dtypes: the same kernel in every element type, as written, in OUT_DIR/<op>_<DTYPE>.py, and
OUT_DIR/verdicts.tsv with the kit's verdict on each (`accepts`, or `rejects` and its message);
an accepted one's print by the kit beside it (<op>_<DTYPE>.py.kit); tile.cast between every
pair of element types the same way (cast_<FROM>_<TO>.py), and the tensor ops an Orchestration
function calls at the window (tensor_<op>_<DTYPE>.py), tile.matmul / matmul_acc over every
pair of the cube's candidate operand types (matmul_<LHS>_<RHS>.py), the cross-core push / pop /
free in every element type (xc_*), loads from tensors with each layout shorthand (load_*),
tile.move from several kinds of source into every memory space (move_*), the view ops on
tiles of every memory space (space_*), and two-operand ops over operands of two dtypes, stores
into tensors of other dtypes and layouts, extracts between spaces (add_*, mixed_*, store_*,
extract_*), loads by window shape and rank and one-column tiles (window_*, one_column_*), ops on partly
valid tiles (partly_valid_*), the ways to write a full's value (full_value_*), ops given a distributed tensor (dist_*). pipecheck must accept and
reject the same files (the table's `dtypes=` flag) and print the accepted ones as the kit does
(result types, retyped literals, kwargs filled in; tests/tools/dtype_rules_agree.sh).

Python because PyPTO is on the other side; nothing here is needed to build pipecheck.
"""
import os
import re
import sys

import pypto.language as pl
from pypto import ir

FAMILIES = {"Unary", "Binary", "ScalarBinary", "RowExpand", "ColExpand", "RowReduce", "ColReduce",
            "RowArgReduce", "ColArgReduce", "Ternary", "Expands", "Other"}
# Ops of those families whose operands are not plain [16, 16] tiles and scalars (indices,
# tensors, byte offsets, generated shapes, in-place scatters), or that need more than one call.
SKIP = {"tile.aic_gather", "tile.aiv_shard", "tile.gather_compare", "tile.gather_row",
        "tile.gatherb", "tile.mgather", "tile.mscatter", "tile.random", "tile.tget_scale_addr",
        "tile.tri", "tile.scatter", "tile.scatter_update", "tile.scatter_mask"}
# The DSL spells these differently from the op's name (Python keywords), or takes keywords.
DSL_NAME = {"tile.and": "and_", "tile.or": "or_", "tile.not": "not_"}
# Schemas the table writes as "*" (variadic in PyPTO's own table): the operands probed here.
VARIADIC = {"tile.and": ["lhs:T", "rhs:T"], "tile.or": ["lhs:T", "rhs:T"], "tile.not": ["tile:T"],
            "tile.mrgsort_format1": ["src:T", "block_len:B"],
            "tile.mrgsort_format2": ["src0:T", "src1:T", "tmp:W"]}
OP_RE = re.compile(r'PC_OP\("(tile\.[a-z0-9_]+)", (\w+), "([^"]*)", "([^"]*)", "[^"]*", "[^"]*", '
                   r'"[^"]*", "[^"]*", "([^"]*)"\)')


def program(fn_type, signature, body):
    """A one-function @pl.program: `def <signature>:` of type fn_type, then the body lines."""
    return "\n".join(["import pypto.language as pl", "", "@pl.program", "class Probe:",
                      f"    @pl.function(type=pl.FunctionType.{fn_type})", f"    def {signature}:"] +
                     [f"        {line}" for line in body]) + "\n"


def operand_shape(name, family, k):
    if name == "tile.sort32":
        return [1, 32]
    if name.startswith("tile.mrgsort"):
        return [1, 128]
    if family == "RowExpand" and k == 1:
        return [16, 1]
    if family == "ColExpand" and k == 1:
        return [1, 16]
    return [16, 16]


def probe_source(name, family, args, flags, dtype=None):
    """The probe kernel's source; dtype (e.g. "pl.BF16") overrides the operands' element type."""
    if dtype is None:
        # FP32, or the first type of the op's dtypes= set without it (INT32 for the integer ops).
        allowed = next((f[7:].split(",") for f in flags.split() if f.startswith("dtypes=")), [])
        dtype = "pl.INT32" if "intonly" in flags else "pl.FP32"
        if allowed and dtype[3:] not in allowed:
            dtype = "pl." + ("INT32" if "INT32" in allowed else allowed[0])
    schema = VARIADIC.get(name, args.split())
    params, body, operands = [], [], []
    for arg in schema:
        kind = arg.partition(":")[2].rstrip("?")
        if kind in ("T", "A", "W"):
            k = len(params)
            shape = operand_shape(name, family, k) if kind != "W" else [1, 256]
            tdt = dtype
            if name == "tile.sort32" and k == 1:
                tdt = "pl.UINT32"
            if name == "tile.gather" and k > 0:
                tdt = "pl.INT32"  # indices and scratch
            params.append(f"p{k}: pl.Tensor[[64, 256], {tdt}]")
            body.append(f"a{k}: pl.Tile[{shape}, {tdt}, pl.Mem.Vec] = "
                        f"pl.tile.load(p{k}, [0, 0], {shape}, {shape}, target_memory=pl.Mem.Vec)")
            operands.append(f"a{k}")
        elif kind.startswith("S"):
            operands.append("2" if dtype != "pl.FP32" or "INT32" in kind else "2.0")
        elif kind == "B":
            operands.append("pl.const(64, pl.INT32)")
        else:
            return None
    call = f"pl.tile.{DSL_NAME.get(name, name.split('.', 1)[1])}({', '.join(operands)}"
    if name == "tile.gather_mask":
        call += ", mask_pattern=1"
    call += ")"
    out = "pl.INT32" if "ArgReduce" in family else dtype
    return program("InCore", f"kernel({', '.join(params)}, y: pl.Out[pl.Tensor[[64, 256], {out}]])"
                             f" -> pl.Tensor[[64, 256], {out}]",
                   body + [f"r = {call}", "y2 = pl.tile.store(r, [0, 0], y)", "return y2"])


DTYPES = ["BOOL", "INT4", "INT8", "INT16", "INT32", "INT64", "UINT4", "UINT8", "UINT16", "UINT32",
          "UINT64", "FP4", "FP8E4M3FN", "FP8E5M2", "FP8E8M0", "FP16", "FP32", "BF16", "HF4", "HF8"]


def probed_ops(ops_def):
    for line in open(ops_def):
        m = OP_RE.match(line)
        if m:
            name, family, args, _kwargs, flags = m.groups()
            if family in FAMILIES and name not in SKIP:
                yield name, family, args, flags


def first_line(e):
    return f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"


def write_reuse(ops_def, out_dir):
    written, skipped = 0, []
    for name, family, args, flags in probed_ops(ops_def):
        src = probe_source(name, family, args, flags)
        if src is None:
            skipped.append(f"{name}: an operand kind the probe does not build ({args})")
            continue
        try:
            printed = ir.python_print(pl.parse_program(src), format=False) + "\n"
        except Exception as e:  # the kit's own rules: reported, not fatal
            skipped.append(f"{name}: the kit rejects the probe: {first_line(e)}")
            continue
        with open(os.path.join(out_dir, name.split(".", 1)[1] + ".py"), "w") as f:
            f.write(printed)
        written += 1
    # The data-movement forms, casts that narrow and widen, a matmul chain
    # and the other cube ops, in their usual dtypes (a widening cast never
    # takes its input's buffer in PyPTO; views share theirs).
    extra = {f"move_{op}": kernel_source("FP32", body.format(dt="pl.FP32"))
             for op, body in DATA_MOVES.items() if op != "write"}  # "write" is an ill-typed probe
    for a, b in (("FP32", "BF16"), ("BF16", "FP32"), ("FP16", "FP32"), ("FP32", "INT32"),
                 ("INT8", "FP16")):
        extra[f"cast_{a}_{b}"] = kernel_source(
            a, f"c = pl.tile.cast(a0, target_type=pl.{b})\n        r = pl.tile.cast(c, target_type=pl.{a})")
    extra["matmul_acc_chain"] = matmul_source("BF16", "BF16", "matmul_acc")
    for stem, body in cube_forms().items():
        extra[f"cube_{stem}"] = program(
            "InCore", "kernel(p0: pl.Tensor[[64, 64], pl.BF16], p1: pl.Tensor[[64, 64], pl.BF16], "
                      "p2: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]])"
                      " -> pl.Tensor[[64, 64], pl.FP32]",
            body + ["y2 = pl.tile.store(r, [0, 0], y)", "return y2"])
    for stem, src in extra.items():
        try:
            printed = ir.python_print(pl.parse_program(src), format=False) + "\n"
        except Exception as e:
            skipped.append(f"{stem}: the kit rejects the probe: {first_line(e)}")
            continue
        with open(os.path.join(out_dir, stem + ".py"), "w") as f:
            f.write(printed)
        written += 1
    for s in skipped:
        print("skipped " + s)
    print(f"{written} probe kernel(s) written, {len(skipped)} skipped")
    return written


# Bodies after `a0 = load(p0, [0, 0], [16, 16])` and `a1` likewise (p0, p1 of the dtype under
# test); each defines r, stored into y of that dtype.
DATA_MOVES = {
    "reshape": "r = pl.tile.reshape(a0, [8, 32])",
    "slice": "r = pl.tile.slice(a0, [8, 16], [8, 0])",
    "slice_valid": "r = pl.tile.slice(a0, [8, 16], [0, 0], [8, 5])",
    "extract": "r = pl.tile.extract(a0, 0, 0, [8, 16], target_memory=pl.Mem.Vec)",
    "concat": "r = pl.tile.concat(a0, a1)",
    "assemble": "s = pl.tile.slice(a1, [8, 16], [0, 0])\n        r = pl.tile.assemble(a0, s, [8, 0])",
    "transpose_view": "r = pl.tile.transpose_view(a0)",
    "transpose": "r = pl.tile.transpose(a0, 0, 1)",
    "set_validshape": "r = pl.tile.set_validshape(a0, 16, 5)",
    "fillpad": "v = pl.tile.set_validshape(a0, 16, 5)\n        r = pl.tile.fillpad(v, pad_value=pl.PadValue.min)",
    "move": "r = pl.tile.move(a0, target_memory=pl.Mem.Vec)",
    "full": "r = pl.tile.full([16, 16], dtype={dt}, value=1)",
    "create": "r = pl.tile.create([16, 16], dtype={dt})",
    "expands": "r = pl.tile.expands(a0, 3)",
    "write": "r = pl.tile.write(a0, [1, 2], 3)",
    "write_typed": "e = pl.tile.read(a1, [0, 0])\n        r = pl.tile.write(a0, [1, 2], e)",
}


# Orchestration bodies over p0, p1 (16 x 16 tensors of the dtype under test); each defines r.
TENSOR_FORMS = {
    "create": "r = pl.tensor.create([16, 16], dtype={dt})",
    "full": "r = pl.tensor.full([16, 16], dtype={dt}, value=1)",
    "reshape": "r = pl.tensor.reshape(p0, [8, 32])",
    "view": "r = pl.tensor.view(p0, [16, 16])",
    "view_nd": "r = pl.tensor.view(p0, [16, 16], layout=pl.TensorLayout.ND)",
    "view_dn": "r = pl.tensor.view(p0, [16, 16], layout=pl.TensorLayout.DN)",
    "view_nz": "r = pl.tensor.view(p0, [16, 16], layout=pl.TensorLayout.NZ)",
    "view_dn_1d": "r = pl.tensor.view(p0, [256], layout=pl.TensorLayout.DN)",
    "view_valid": "r = pl.tensor.view(p0, [16, 16], [16, 5])",
    "slice": "r = pl.tensor.slice(p0, [8, 16], [8, 0])",
    "slice_valid": "r = pl.tensor.slice(p0, [8, 16], [0, 0], [8, 5])",
    "read": "s = pl.tensor.read(p0, [1, 2])\n        r = p0",
    "write_int": "r = pl.tensor.write(p0, [1, 2], 3)",
    "write_float": "r = pl.tensor.write(p0, [1, 2], 3.0)",
    "dim": "d = pl.tensor.dim(p0, 0)\n        r = p0",
    "assemble": "s = pl.tensor.slice(p1, [8, 16], [0, 0])\n        r = pl.tensor.assemble(p0, s, [8, 0])",
    "transpose": "r = pl.tensor.transpose(p0, 0, 1)",
    "concat": "r = pl.tensor.concat(p0, p1)",
}


def orchestration_source(dt, body):
    return program("Orchestration", f"main(p0: pl.Tensor[[16, 16], pl.{dt}], "
                                    f"p1: pl.Tensor[[16, 16], pl.{dt}]) -> pl.Tensor[[16, 16], pl.{dt}]",
                   [body, "return r"])


CUBE_DTYPES = ["INT4", "INT8", "INT16", "INT32", "UINT8", "FP4", "FP8E4M3FN", "FP8E5M2", "FP16",
               "FP32", "BF16", "HF8"]


def matmul_source(a, b, op):
    call = ("r = pl.tile.matmul(l, rr)" if op == "matmul"
            else "c = pl.tile.matmul(l, l2)\n        r = pl.tile.matmul_acc(c, l, rr)")
    def mat(var, tensor, dt, shape):
        return (f"{var}: pl.Tile[{shape}, pl.{dt}, pl.Mem.Mat] = "
                f"pl.tile.load({tensor}, [0, 0], {shape}, target_memory=pl.Mem.Mat)")
    return program("InCore", f"kernel(p0: pl.Tensor[[64, 64], pl.{a}], p1: pl.Tensor[[64, 64], pl.{b}], "
                             "y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]",
                   [mat("ma", "p0", a, [16, 32]), "l = pl.tile.move(ma, target_memory=pl.Mem.Left)",
                    mat("ma2", "p0", a, [32, 16]), "l2 = pl.tile.move(ma2, target_memory=pl.Mem.Right)",
                    mat("mb", "p1", b, [32, 16]), "rr = pl.tile.move(mb, target_memory=pl.Mem.Right)",
                    call, "return y"])


def cube_forms():
    """Bodies over BF16 p0, p1 and FP32 p2 for the other cube ops (bias, gemv) and an Acc move."""
    def mat(var, tensor, shape):
        return (f"{var}: pl.Tile[{shape}, pl.BF16, pl.Mem.Mat] = "
                f"pl.tile.load({tensor}, [0, 0], {shape}, target_memory=pl.Mem.Mat)")
    lhs = [mat("ma", "p0", [16, 32]), "l = pl.tile.move(ma, target_memory=pl.Mem.Left)"]
    rhs = [mat("mb", "p1", [32, 16]), "rr = pl.tile.move(mb, target_memory=pl.Mem.Right)"]
    row = [mat("mg", "p0", [1, 32]), "lg = pl.tile.move(mg, target_memory=pl.Mem.Left)"]
    bias = ["bt: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = "
            "pl.tile.load(p2, [0, 0], [1, 16], target_memory=pl.Mem.Mat)",
            "b = pl.tile.move(bt, target_memory=pl.Mem.Bias)"]
    return {
        "matmul_bias": lhs + rhs + bias + ["r = pl.tile.matmul_bias(l, rr, b)"],
        "gemv": row + rhs + ["r = pl.tile.gemv(lg, rr)"],
        "gemv_acc": row + rhs + ["c = pl.tile.gemv(lg, rr)", "r = pl.tile.gemv_acc(c, lg, rr)"],
        "gemv_bias": row + rhs + bias + ["r = pl.tile.gemv_bias(lg, rr, b)"],
        "acc_move": lhs + rhs + ["c = pl.tile.matmul(l, rr)",
                                 "r = pl.tile.move(c, target_memory=pl.Mem.Vec)"],
    }


def cross_core_source(dt, direction):
    """An AIC and an AIV function passing one [16, 16] tile of dtype dt: "c2v" the cube pushes a
    Mat tile and the vector pops it into Vec and stores it; "v2c" the vector pushes a loaded Vec
    tile and the cube pops it into Mat and frees it."""
    if direction == "c2v":
        cube = [f"m: pl.Tile[[16, 16], pl.{dt}, pl.Mem.Mat] = "
                "pl.tile.load(p0, [0, 0], [16, 16], target_memory=pl.Mem.Mat)",
                "pl.tile.tpush_to_aiv(m, split=0)"]
        vec = [f"t: pl.Tile[[16, 16], pl.{dt}, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)",
               "y2 = pl.tile.store(t, [0, 0], y)", "return y2"]
    else:
        cube = [f"m: pl.Tile[[16, 16], pl.{dt}, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)",
                "pl.system.tfree_to_aiv(m, split=0)"]
        vec = [f"t: pl.Tile[[16, 16], pl.{dt}, pl.Mem.Vec] = pl.tile.load(p0, [0, 0], [16, 16])",
               "pl.tile.tpush_to_aic(t, split=0)", "return y"]
    head = ["import pypto.language as pl", "", "@pl.program", "class Probe:"]
    aic = ["    @pl.function(type=pl.FunctionType.AIC)",
           f"    def cube(self, p0: pl.Tensor[[64, 64], pl.{dt}]):"] + [f"        {l}" for l in cube]
    aiv = ["    @pl.function(type=pl.FunctionType.AIV)",
           f"    def vec(self, p0: pl.Tensor[[64, 64], pl.{dt}], y: pl.Out[pl.Tensor[[64, 64], pl.{dt}]])"
           f" -> pl.Tensor[[64, 64], pl.{dt}]:"] + [f"        {l}" for l in vec]
    return "\n".join(head + aic + aiv) + "\n"


def layout_load_source(dt, layout, mem, shape):
    """A tile.load into `mem` from a tensor annotated with the layout shorthand `layout` (MX
    scales load into Mat only, as FP8E8M0 or UINT8, with their layout's fractal view; the DN
    shorthand is refused)."""
    return program("InCore", f"kernel(p0: pl.Tensor[[64, 64], pl.{dt}, pl.{layout}], "
                             "y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]",
                   [f"m = pl.tile.load(p0, [0, 0], {shape}, target_memory=pl.Mem.{mem})", "return y"])


# Sources of a tile.move, by name: the tensor's dtype and layout shorthand, and the lines that
# make `m` (a Mat tile, a one-row Mat tile, a Vec tile, MX scale tiles, an Acc result).
MOVE_SOURCES = {
    "mat": ("FP32", "", ["m = pl.tile.load(p0, [0, 0], [16, 32], target_memory=pl.Mem.Mat)"]),
    "matrow": ("FP32", "", ["m = pl.tile.load(p0, [0, 0], [1, 32], target_memory=pl.Mem.Mat)"]),
    "vec": ("FP32", "", ["m = pl.tile.load(p0, [0, 0], [16, 32])"]),
    "vecscale": ("FP8E8M0", "", ["m = pl.tile.load(p0, [0, 0], [16, 32])"]),
    "mxa": ("FP8E8M0", ", pl.MX_A_ZZ",
            ["m = pl.tile.load(p0, [0, 0], [16, 2], target_memory=pl.Mem.Mat)"]),
    "mxbu8": ("UINT8", ", pl.MX_B_NN",
              ["m = pl.tile.load(p0, [0, 0], [16, 2], target_memory=pl.Mem.Mat)"]),
    "acc": ("BF16", "", ["mm = pl.tile.load(p0, [0, 0], [16, 16], target_memory=pl.Mem.Mat)",
                         "l = pl.tile.move(mm, target_memory=pl.Mem.Left)",
                         "r0 = pl.tile.move(mm, target_memory=pl.Mem.Right)",
                         "m = pl.tile.matmul(l, r0)"]),
}
MOVE_TARGETS = ["Left", "Right", "Vec", "Mat", "Bias", "Acc", "LeftScale", "RightScale"]


def move_source(dt, layout, lines, target):
    """A tile.move of the tile `lines` make into `target` (the result's view and dtype, and
    PyPTO's checks of scale moves)."""
    return program("InCore", f"kernel(p0: pl.Tensor[[64, 64], pl.{dt}{layout}], "
                             "y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]",
                   lines + [f"r = pl.tile.move(m, target_memory=pl.Mem.{target})", "return y"])


# Tiles of every memory space (lines making `t` from a BF16 p0 or an FP32 p1), and the view
# ops applied to each: their result's memory space and view (fillpad keeps the space and the
# layouts; a valid slice takes the source's own view or the shape's default one; a transpose
# view flips both layouts; a reshape keeps the element count).
SPACE_TILES = {
    "vec": ["t = pl.tile.load(p1, [0, 0], [16, 32])"],
    "vectv": ["t0 = pl.tile.load(p1, [0, 0], [32, 32])", "t = pl.tile.transpose_view(t0)"],
    "veccol": ["t = pl.tile.load(p1, [0, 0], [32, 1])"],
    "mat": ["t = pl.tile.load(p0, [0, 0], [32, 32], target_memory=pl.Mem.Mat)"],
    "matvalid": ["t0 = pl.tile.load(p0, [0, 0], [32, 32], target_memory=pl.Mem.Mat)",
                 "t = pl.tile.set_validshape(t0, 32, 5)"],
    "left": ["m = pl.tile.load(p0, [0, 0], [32, 32], target_memory=pl.Mem.Mat)",
             "t = pl.tile.move(m, target_memory=pl.Mem.Left)"],
    "right": ["m = pl.tile.load(p0, [0, 0], [32, 32], target_memory=pl.Mem.Mat)",
              "t = pl.tile.move(m, target_memory=pl.Mem.Right)"],
    "acc": ["m = pl.tile.load(p0, [0, 0], [32, 32], target_memory=pl.Mem.Mat)",
            "l = pl.tile.move(m, target_memory=pl.Mem.Left)",
            "r0 = pl.tile.move(m, target_memory=pl.Mem.Right)", "t = pl.tile.matmul(l, r0)"],
}
SPACE_OPS = {
    "reshape": "r = pl.tile.reshape(t, [16, 64])",
    "reshape_size": "r = pl.tile.reshape(t, [1, 4096])",
    "slice": "r = pl.tile.slice(t, [16, 1], [0, 0])",
    "slice_valid": "r = pl.tile.slice(t, [16, 1], [0, 0], [5, 1])",
    "transpose_view": "r = pl.tile.transpose_view(t)",
    "fillpad": "r = pl.tile.fillpad(t, pad_value=pl.PadValue.max)",
    "fillpad_expand": "r = pl.tile.fillpad_expand(t, [64, 64])",
    "pad_slice": "v = pl.tile.fillpad(t)\n        r = pl.tile.slice(v, [8, 1], [0, 0])",
}


def space_source(lines, op):
    return program("InCore", "kernel(p0: pl.Tensor[[64, 64], pl.BF16], p1: pl.Tensor[[64, 64], pl.FP32], "
                             "y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]",
                   lines + [op, "return y"])


# Pairs of operand dtypes for the two-operand families (PyPTO promotes them, except where an
# op wants one dtype on both sides: tile.div, tile.row_expand_add; the shifts keep the lhs's).
MIXED_PAIRS = [("FP32", "FP16"), ("FP16", "FP32"), ("INT32", "INT16"), ("FP32", "INT32"),
               ("UINT8", "INT8"), ("BF16", "FP32"), ("INT8", "INT32")]


def two_tiles_source(a, b, body, y="FP32", y_layout=""):
    """a0, a1: [16, 16] Vec tiles loaded from p0 (dtype a) and p1 (dtype b), then body; y is an
    Out tensor of dtype y (and layout shorthand y_layout)."""
    return program("InCore", f"kernel(p0: pl.Tensor[[64, 64], pl.{a}], p1: pl.Tensor[[64, 64], pl.{b}], "
                             f"y: pl.Out[pl.Tensor[[64, 64], pl.{y}{y_layout}]]) -> "
                             f"pl.Tensor[[64, 64], pl.{y}{y_layout}]",
                   ["a0 = pl.tile.load(p0, [0, 0], [16, 16])",
                    "a1 = pl.tile.load(p1, [0, 0], [16, 16])"] + body)


def mixed_forms(ops_def):
    """(file, source) of the two-operand ops over operands of two dtypes: tile.add over every
    pair (PyPTO's promotion), each Binary / RowExpand / ColExpand op over MIXED_PAIRS, a
    tile.store of a Vec tile into a tensor of every other dtype, stores from every memory
    space into FP32, BF16, INT8 tensors of each layout, and tile.extract from every space
    into every space."""
    for a in DTYPES:
        for b in DTYPES:
            yield f"add_{a}_{b}.py", two_tiles_source(a, b, ["r = pl.tile.add(a0, a1)", "return y"])
    for name, family, args, _flags in probed_ops(ops_def):
        short = name.split(".", 1)[1]
        dsl = DSL_NAME.get(name, short)
        operand = {"Binary": "a1", "RowExpand": "v", "ColExpand": "v"}.get(family)
        if operand is None:
            continue
        load = {"RowExpand": ["v = pl.tile.load(p1, [0, 0], [16, 1])"],
                "ColExpand": ["v = pl.tile.load(p1, [0, 0], [1, 16])"]}.get(family, [])
        tmp = ", a0" if "tmp" in args else ""
        for a, b in MIXED_PAIRS:
            yield (f"mixed_{short}_{a}_{b}.py",
                   two_tiles_source(a, b, load + [f"r = pl.tile.{dsl}(a0, {operand}{tmp})", "return y"]))
    for a in ("FP32", "BF16", "INT8", "INT32"):
        for b in ("FP32", "FP16", "BF16", "INT8", "INT32", "UINT8"):
            yield (f"store_{a}_{b}.py",
                   two_tiles_source(a, a, ["y2 = pl.tile.store(a0, [0, 0], y)", "return y2"], y=b))
    for src, lines in SPACE_TILES.items():
        for y in ("FP32", "BF16", "INT8"):
            for layout in ("", "DN", "NZ"):
                yield (f"store_{src}_{y}_{layout or 'ND'}.py",
                       program("InCore", "kernel(p0: pl.Tensor[[64, 64], pl.BF16], "
                                         "p1: pl.Tensor[[64, 64], pl.FP32], "
                                         f"y: pl.Out[pl.Tensor[[64, 64], pl.{y}{', pl.' + layout if layout else ''}]])"
                                         f" -> pl.Tensor[[64, 64], pl.{y}{', pl.' + layout if layout else ''}]",
                               lines + ["y2 = pl.tile.store(t, [0, 0], y)", "return y2"]))
        for target in MOVE_TARGETS:
            yield (f"extract_{src}_{target}.py",
                   space_source(lines, f"r = pl.tile.extract(t, 0, 0, [8, 1], "
                                       f"target_memory=pl.Mem.{target})"))


# Loads by the window's shape and rank (a [1, 1] Vec load is column-major; offsets, shapes and
# valid_shape of one rank; a window inside its source), and one-column tiles from each producer
# (tile.ci refuses one column).
LOAD_WINDOWS = {
    "1x1": ("[64, 64]", "[0, 0], [1, 1]"), "16x1": ("[64, 64]", "[0, 0], [16, 1]"),
    "1x1_valid": ("[64, 64]", "[0, 0], [1, 1], [1, 1]"), "16x3": ("[64, 64]", "[0, 0], [16, 3]"),
    "rank_differs": ("[64, 64]", "[0, 0], [16]"), "valid_rank_differs": ("[64, 64]", "[0, 0], [16, 16], [16]"),
    "rank3_2d_shape": ("[4, 64, 64]", "[0, 0, 0], [16, 16]"), "rank3": ("[4, 64, 64]", "[0, 0, 0], [2, 8, 16]"),
    "rank1": ("[64]", "[8], [16]"), "past_end": ("[64, 64]", "[0, 0], [128, 16]"),
    "past_end_valid": ("[64, 64]", "[56, 0], [16, 16], [8, 16]"),
}
ONE_COLUMN = {
    "full": "r = pl.tile.full([1, 1], dtype=pl.FP32, value=1.0)",
    "create": "r = pl.tile.create([1, 1], dtype=pl.FP32)",
    "slice": "t = pl.tile.load(p0, [0, 0], [16, 16])\n        r = pl.tile.slice(t, [1, 1], [0, 0])",
    "exp": "t = pl.tile.load(p0, [0, 0], [1, 1])\n        r = pl.tile.exp(t)",
    "transpose_view": "t = pl.tile.load(p0, [0, 0], [1, 1])\n        r = pl.tile.transpose_view(t)",
    "row_sum": "t = pl.tile.load(p0, [0, 0], [1, 16])\n        tmp = pl.tile.create([1, 16], dtype=pl.FP32)\n"
               "        r = pl.tile.row_sum(t, tmp)",
    "ci_1x1": "r = pl.tile.ci(0, [1, 1], dtype=pl.INT32)",
    "ci_16x1": "r = pl.tile.ci(0, [16, 1], dtype=pl.INT32)",
    "ci_rank1": "r = pl.tile.ci(0, [1], dtype=pl.INT32)",
}


# Ops on partly valid tiles (a, b whole; av valid [16, 5], bv [8, 16], dv [n, 16]): the valid
# shape each result takes, and the slices and reshapes PyPTO refuses on them.
PARTLY_VALID = {
    "add_part_full": "r = pl.tile.add(av, a)", "add_full_part": "r = pl.tile.add(a, av)",
    "add_dyn": "r = pl.tile.add(dv, av)", "row_sum": "r = pl.tile.row_sum(bv, tmp)",
    "row_sum_dyn": "r = pl.tile.row_sum(dv, tmp)", "col_max": "r = pl.tile.col_max(av)",
    "row_expand": "r = pl.tile.row_expand_mul(bv, col)", "fillpad": "r = pl.tile.fillpad(dv)",
    "transpose_view": "r = pl.tile.transpose_view(av)", "cast": "r = pl.tile.cast(av, target_type=pl.BF16)",
    "store": "y2 = pl.tile.store(av, [0, 0], y)",
    "slice": "r = pl.tile.slice(av, [8, 16], [8, 0])", "slice_cols": "r = pl.tile.slice(av, [8, 4], [0, 2])",
    "slice_dyn": "r = pl.tile.slice(dv, [8, 16], [0, 0])", "slice_dyn_off": "r = pl.tile.slice(dv, [8, 16], [4, 0])",
    "slice_dyn_both": "r = pl.tile.slice(dv, [8, 16], [n, 0])", "slice_whole_dyn_off": "r = pl.tile.slice(a, [8, 16], [n, 0])",
    "slice_given": "r = pl.tile.slice(av, [8, 16], [8, 0], [4, 16])", "slice_given_dyn": "r = pl.tile.slice(av, [8, 16], [0, 0], [n, 16])",
    "slice_given_over_dyn": "r = pl.tile.slice(dv, [8, 16], [0, 0], [4, 16])",
    "slice_past_end": "r = pl.tile.slice(av, [8, 16], [0, 8])", "slice_past_end_dyn": "r = pl.tile.slice(a, [8, 16], [n % 4 + 10, 0])",
    "slice_negative": "r = pl.tile.slice(a, [8, 16], [-1, 0])", "slice_given_over": "r = pl.tile.slice(a, [8, 16], [0, 0], [12, 16])",
    "reshape_rows": "r = pl.tile.reshape(bv, [8, 32])", "reshape_rows_tall": "r = pl.tile.reshape(bv, [32, 8])",
    "reshape_one_row": "r = pl.tile.reshape(bv, [1, 256])", "reshape_3d": "r = pl.tile.reshape(bv, [4, 4, 16])",
    "reshape_part_row": "b3 = pl.tile.load(p1, [0, 0], [16, 16], [3, 16])\n        r = pl.tile.reshape(b3, [2, 128])",
    "reshape_dyn_rows": "r = pl.tile.reshape(dv, [16, 2, 8])", "reshape_dyn_rows_unit": "r = pl.tile.reshape(dv, [1, 16, 16])",
    "reshape_cols": "r = pl.tile.reshape(av, [8, 32])", "reshape_dyn_cols": "c5 = pl.tile.load(p1, [0, 0], [16, 16], [16, n])\n        r = pl.tile.reshape(c5, [8, 32])",
    "reshape_dyn_no_row": "r = pl.tile.reshape(dv, [8, 32])", "reshape_uneven": "b9 = pl.tile.load(p1, [0, 0], [16, 16], [9, 16])\n        r = pl.tile.reshape(b9, [8, 32])",
    "assemble_rows": "s = pl.tile.load(p1, [0, 0], [4, 16])\n        r = pl.tile.assemble(bv, s, [8, 0])",
    "assemble_overlap": "s = pl.tile.load(p1, [0, 0], [8, 16])\n        r = pl.tile.assemble(bv, s, [4, 0])",
    "assemble_inside": "s = pl.tile.load(p1, [0, 0], [4, 8])\n        r = pl.tile.assemble(bv, s, [2, 2])",
    "assemble_cols": "s = pl.tile.load(p1, [0, 0], [16, 8])\n        r = pl.tile.assemble(av, s, [0, 0])",
    "assemble_src_valid": "s = pl.tile.load(p1, [0, 0], [8, 16], [4, 16])\n        r = pl.tile.assemble(bv, s, [8, 0])",
    "assemble_narrow": "s = pl.tile.load(p1, [0, 0], [8, 16])\n        r = pl.tile.assemble(av, s, [8, 0])",
    "assemble_short": "s = pl.tile.load(p1, [0, 0], [8, 16])\n        r = pl.tile.assemble(av, s, [0, 0])",
    "assemble_gap": "s = pl.tile.load(p1, [0, 0], [16, 8])\n        r = pl.tile.assemble(av, s, [0, 8])",
    "assemble_l_shape": "t85 = pl.tile.load(p0, [0, 0], [16, 16], [8, 5])\n        s = pl.tile.load(p1, [0, 0], [8, 16])\n        r = pl.tile.assemble(t85, s, [8, 0])",
    "assemble_dyn_at_0": "s = pl.tile.load(p1, [0, 0], [8, 16])\n        r = pl.tile.assemble(dv, s, [0, 0])",
    "assemble_dyn_at_n": "s = pl.tile.load(p1, [0, 0], [8, 16])\n        r = pl.tile.assemble(dv, s, [n, 0])",
    "matmul_k": "m = pl.tile.load(p0, [0, 0], [16, 16], [16, 5], target_memory=pl.Mem.Mat)\n        l = pl.tile.move(m, target_memory=pl.Mem.Left)\n"
                "        m2 = pl.tile.load(p1, [0, 0], [16, 16], [5, 16], target_memory=pl.Mem.Mat)\n        rr = pl.tile.move(m2, target_memory=pl.Mem.Right)\n        r = pl.tile.matmul(l, rr)",
    "matmul_m": "m = pl.tile.load(p0, [0, 0], [16, 16], [5, 16], target_memory=pl.Mem.Mat)\n        l = pl.tile.move(m, target_memory=pl.Mem.Left)\n"
                "        m2 = pl.tile.load(p1, [0, 0], [16, 16], target_memory=pl.Mem.Mat)\n        rr = pl.tile.move(m2, target_memory=pl.Mem.Right)\n        r = pl.tile.matmul(l, rr)",
    "matmul_n": "m = pl.tile.load(p0, [0, 0], [16, 16], target_memory=pl.Mem.Mat)\n        l = pl.tile.move(m, target_memory=pl.Mem.Left)\n"
                "        m2 = pl.tile.load(p1, [0, 0], [16, 16], [16, 5], target_memory=pl.Mem.Mat)\n        rr = pl.tile.move(m2, target_memory=pl.Mem.Right)\n        r = pl.tile.matmul(l, rr)",
}


def partly_valid_forms():
    """(file, source) of the PARTLY_VALID forms."""
    head = ["a = pl.tile.load(p0, [0, 0], [16, 16])", "av = pl.tile.load(p0, [0, 0], [16, 16], [16, 5])",
            "bv = pl.tile.load(p1, [0, 0], [16, 16], [8, 16])", "dv = pl.tile.load(p1, [0, 0], [16, 16], [n, 16])",
            "col = pl.tile.load(p1, [0, 0], [16, 1])", "tmp = pl.tile.create([16, 16], dtype=pl.FP32)"]
    for name, body in PARTLY_VALID.items():
        yield (f"partly_valid_{name}.py",
               program("InCore", "kernel(p0: pl.Tensor[[64, 64], pl.FP32], p1: pl.Tensor[[64, 64], pl.FP32], "
                                 "n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> "
                                 "pl.Tensor[[64, 64], pl.FP32]", head + [body, "return y"]))


def window_forms():
    """(file, source) of the LOAD_WINDOWS loads in three element types and the ONE_COLUMN forms."""
    for name, (shape, args) in LOAD_WINDOWS.items():
        for dt in ("FP32", "BF16", "INT8"):
            yield (f"window_{name}_{dt}.py",
                   program("InCore", f"kernel(p0: pl.Tensor[{shape}, pl.{dt}], "
                                     "y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]",
                           [f"r = pl.tile.load(p0, {args})", "return y"]))
    for name, body in ONE_COLUMN.items():
        yield (f"one_column_{name}.py",
               program("InCore", "kernel(p0: pl.Tensor[[64, 64], pl.FP32], "
                                 "y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]",
                       [body, "return y"]))


# How a full's value may be written (PyPTO's wrapper builds the constant from a Python int or
# float; pipecheck's table flag "value:S!").
FULL_VALUES = {"product": "2 * 3", "float_product": "2.0 * 3", "scalar": "x0", "plus": "+2",
               "const": "pl.const(2, pl.FP32)", "minus": "-2", "minus_float": "-2.5",
               "paren": "(3)", "minus_paren": "-(2)", "bool": "True", "exponent": "1e3",
               "hex": "0x10", "double_minus": "--2", "invert": "~2"}


def full_value_forms():
    """(file, source) of tile.full and tensor.full with each FULL_VALUES value."""
    for name, value in FULL_VALUES.items():
        yield (f"full_value_{name}.py",
               program("InCore", "kernel(x0: pl.Scalar[pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> "
                                 "pl.Tensor[[16, 16], pl.FP32]",
                       [f"f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value={value})",
                        "y2 = pl.tile.store(f, [0, 0], y)", "return y2"]))
        yield (f"full_value_tensor_{name}.py",
               program("Orchestration", "main(x0: pl.Scalar[pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]",
                       [f"r: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.full([16, 16], dtype=pl.FP32, value={value})",
                        "return r"]))


# Ops given a pld.DistributedTensor (a window of a cross-rank buffer) where they take a tensor:
# the Orchestration tensor ops with p0 (or p1) distributed, and the kernel ops that read or write
# a tensor (table flag nodist=I: PyPTO's op construction wants a plain TensorType there).
DIST_KERNEL_FORMS = {
    "load": "t = pl.tile.load(p0, [0, 0], [16, 16])",
    "store": "t = pl.tile.load(q, [0, 0], [16, 16])\n        o = pl.tile.store(t, [0, 0], p0)",
    "gather_row": "c = pl.tile.create([16, 16], dtype=pl.FP32)\n        g = pl.tile.gather_row(c, p0, [0, 0], [0, 0], [1, 16])",
    "read": "s = pl.tensor.read(p0, [1, 2])",
    # Writing into a window and signalling one (the generator's remote-store draw): PyPTO
    # pushes remote_store's src as a 2-D region and refuses a rank-1 tile.
    "remote_store": "t = pl.tile.load(q, [0, 0], [16, 16])\n        pld.tile.remote_store(t, p0, 0, [0, 0])",
    "remote_store_rank1": "t = pl.tile.load(q, [0, 0], [1, 16])\n        r = pl.tile.reshape(t, [16])\n"
                          "        pld.tile.remote_store(r, p0, 0, [0, 0])",
    "notify": "pld.system.notify(p0, 0, [0, 3], 1, op=0)",
    "wait": "pld.system.wait(p0, [0, 3], 1, cmp=pld.WaitCmp.Ge)",
    # A tensor copied into a window through a staging tile (ConvertTensorToTileOps' form of
    # pld.tensor.put): one dtype and shape each side, the stage of dst's dtype, any extent.
    "put": "st = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n        pld.tile.put(p0, 0, q, st)",
    "put_stage_rows": "st = pl.tile.create([4, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n        pld.tile.put(p0, 0, q, st)",
    "put_stage_bf16": "st = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)\n        pld.tile.put(p0, 0, q, st)",
    "put_from_window": "st = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n        pld.tile.put(p0, 0, p0, st, atomic=pl.AtomicType.Add)",
    "put_stage_rank1": "st = pl.tile.create([16], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n        pld.tile.put(p0, 0, q, st)",
    "put_reshaped": "st = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n        v = pl.tensor.reshape(q, [8, 32])\n        pld.tile.put(p0, 0, v, st)",
}

# The host-side window ops: world_size and alloc_window_buffer only in a HOST-level function
# outside device scopes, alloc_window_buffer only as the right side of a plain assignment, with
# a name unique in the program that the parser takes from its target.
HOST_FUNCTION = "@pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)"
HOST_FORMS = {
    "world_size": (HOST_FUNCTION, ["ws: pl.Scalar[pl.INT64] = pld.system.world_size()"]),
    "world_size_orch": ("@pl.function(type=pl.FunctionType.Orchestration)",
                        ["ws: pl.Scalar[pl.INT64] = pld.system.world_size()"]),
    "world_size_incore": ("@pl.function(type=pl.FunctionType.InCore)",
                          ["ws: pl.Scalar[pl.INT64] = pld.system.world_size()"]),
    "alloc": (HOST_FUNCTION, ["buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)",
                              "w: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.window(buf, [16, 16], dtype=pl.FP32)"]),
    "alloc_sized": (HOST_FUNCTION, ["ws: pl.Scalar[pl.INT64] = pld.system.world_size()",
                                    "buf: pl.Ptr = pld.tensor.alloc_window_buffer(ws * 1024)"]),
    "alloc_orch": ("@pl.function(type=pl.FunctionType.Orchestration)",
                   ["buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)"]),
    "alloc_nested": (HOST_FUNCTION, ["w: pld.DistributedTensor[[16, 16], pl.FP32] = "
                                     "pld.tensor.window(pld.tensor.alloc_window_buffer(1024), [16, 16], dtype=pl.FP32)"]),
    "alloc_named": (HOST_FUNCTION, ["buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024, name='b')"]),
    "alloc_twice": (HOST_FUNCTION, ["buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)",
                                    "buf: pl.Ptr = pld.tensor.alloc_window_buffer(2048)"]),
    "window_incore": ("@pl.function(type=pl.FunctionType.InCore)",
                      ["w: pld.DistributedTensor[[16, 16], pl.FP32] = pld.tensor.window(q, [16, 16], dtype=pl.FP32)"]),
}


def host_forms():
    """(file, source) of the HOST_FORMS, each in a one-function program."""
    for name, (decorator, lines) in HOST_FORMS.items():
        yield (f"host_{name}.py",
               "\n".join(["import pypto.language as pl", "import pypto.language.distributed as pld", "",
                          "@pl.program", "class Probe:", f"    {decorator}",
                          "    def main(self, q: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:"] +
                         [f"        {line}" for line in lines] + ["        return q"]) + "\n")


def dist_forms():
    """(file, source) of the TENSOR_FORMS and DIST_KERNEL_FORMS over distributed tensors."""
    for first in (True, False):
        for op, body in TENSOR_FORMS.items():
            if not first and "p1" not in body:
                continue
            p0 = "pld.DistributedTensor" if first else "pl.Tensor"
            p1 = "pl.Tensor" if first else "pld.DistributedTensor"
            yield (f"dist_{'first' if first else 'second'}_{op}.py",
                   "import pypto.language as pl\nimport pypto.language.distributed as pld\n" +
                   program("Orchestration", f"main(p0: {p0}[[16, 16], pl.FP32], p1: {p1}[[16, 16], pl.FP32])"
                                            " -> pl.Scalar[pl.INDEX]",
                           [body.format(dt="pl.FP32"), "return 0"]).split("\n", 1)[1])
    for op, body in DIST_KERNEL_FORMS.items():
        yield (f"dist_kernel_{op}.py",
               "import pypto.language as pl\nimport pypto.language.distributed as pld\n" +
               program("InCore", "kernel(p0: pld.DistributedTensor[[16, 16], pl.FP32], q: pl.Tensor[[16, 16], pl.FP32], "
                                 "y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]",
                       [body, "return y"]).split("\n", 1)[1])


def kernel_source(dt, body):
    return program("InCore", f"kernel(p0: pl.Tensor[[64, 64], pl.{dt}], p1: pl.Tensor[[64, 64], pl.{dt}], "
                             f"y: pl.Out[pl.Tensor[[64, 64], pl.{dt}]]) -> pl.Tensor[[64, 64], pl.{dt}]",
                   [f"a0: pl.Tile[[16, 16], pl.{dt}, pl.Mem.Vec] = pl.tile.load(p0, [0, 0], [16, 16])",
                    f"a1: pl.Tile[[16, 16], pl.{dt}, pl.Mem.Vec] = pl.tile.load(p1, [0, 0], [16, 16])",
                    body, "y2 = pl.tile.store(r, [0, 0], y)", "return y2"])


def judge(src, file, out_dir):
    """Writes src as file, and the kit's print of it beside (file.kit) when the kit reads it;
    the verdicts.tsv row."""
    with open(os.path.join(out_dir, file), "w") as f:
        f.write(src)
    try:
        printed = ir.python_print(pl.parse_program(src), format=False) + "\n"
    except Exception as e:
        return f"{file}\trejects\t{first_line(e)}"
    with open(os.path.join(out_dir, file + ".kit"), "w") as f:
        f.write(printed)
    return f"{file}\taccepts\t"


def write_dtypes(ops_def, out_dir):
    rows = []
    for name, family, args, flags in probed_ops(ops_def):
        for dt in DTYPES:
            src = probe_source(name, family, args, flags, "pl." + dt)
            if src is None:
                break
            rows.append(judge(src, f"{name.split('.', 1)[1]}_{dt}.py", out_dir))
    # The data-movement and generator ops, each in its usual form, in every
    # element type (their result types: views, valid shapes, layouts).
    for op, body in DATA_MOVES.items():
        for dt in DTYPES:
            src = kernel_source(dt, body.format(dt="pl." + dt))
            rows.append(judge(src, f"{op}_{dt}.py", out_dir))
    # The tensor ops an Orchestration function calls at the window.
    for op, body in TENSOR_FORMS.items():
        for dt in DTYPES:
            src = orchestration_source(dt, body.format(dt="pl." + dt))
            rows.append(judge(src, f"tensor_{op}_{dt}.py", out_dir))
    # The cross-core pair's push and pop (and free) in every element type.
    for direction in ("c2v", "v2c"):
        for dt in DTYPES:
            rows.append(judge(cross_core_source(dt, direction), f"xc_{direction}_{dt}.py", out_dir))
    # Loads from tensors with a layout shorthand, in every element type.
    for layout in ("MX_A_ZZ", "MX_B_NN", "NZ", "DN"):
        for mem in ("Vec", "Mat"):
            for shape in ([16, 2], [1, 32]):
                for dt in DTYPES:
                    rows.append(judge(layout_load_source(dt, layout, mem, shape),
                                      f"load_{layout}_{mem}_{shape[0]}x{shape[1]}_{dt}.py", out_dir))
    # tile.move from each kind of source into every memory space, and of a Mat tile of every
    # element type into every space.
    for src, (dt, layout, lines) in MOVE_SOURCES.items():
        for target in MOVE_TARGETS:
            rows.append(judge(move_source(dt, layout, lines, target), f"move_{src}_{target}.py",
                              out_dir))
    for target in MOVE_TARGETS:
        for dt in DTYPES:
            rows.append(judge(move_source(dt, "", MOVE_SOURCES["mat"][2], target),
                              f"move_mat_{target}_{dt}.py", out_dir))
    # The view ops on tiles of every memory space.
    for src, lines in SPACE_TILES.items():
        for op, line in SPACE_OPS.items():
            rows.append(judge(space_source(lines, line), f"space_{src}_{op}.py", out_dir))
    # Two operands of two dtypes (promotion, the ops that want one dtype), stores into
    # tensors of other dtypes and layouts, extracts between memory spaces.
    for file, src in mixed_forms(ops_def):
        rows.append(judge(src, file, out_dir))
    # Load windows by shape and rank, and one-column tiles.
    for file, src in window_forms():
        rows.append(judge(src, file, out_dir))
    for file, src in partly_valid_forms():
        rows.append(judge(src, file, out_dir))
    for file, src in full_value_forms():
        rows.append(judge(src, file, out_dir))
    for file, src in dist_forms():
        rows.append(judge(src, file, out_dir))
    for file, src in host_forms():
        rows.append(judge(src, file, out_dir))
    # tile.matmul and matmul_acc between operands of every pair of the cube's
    # candidate element types (PyPTO wants one type on both sides).
    for a in CUBE_DTYPES:
        for b in CUBE_DTYPES:
            for op in ("matmul", "matmul_acc"):
                rows.append(judge(matmul_source(a, b, op), f"{op}_{a}_{b}.py", out_dir))
    # tile.cast between every pair of element types (PyPTO rejects a cast to
    # the dtype it already has).
    for a in DTYPES:
        for b in DTYPES:
            src = kernel_source(a, f"r = pl.tile.cast(a0, target_type=pl.{b})").replace(
                f"y: pl.Out[pl.Tensor[[64, 64], pl.{a}]]) -> pl.Tensor[[64, 64], pl.{a}]",
                f"y: pl.Out[pl.Tensor[[64, 64], pl.{b}]]) -> pl.Tensor[[64, 64], pl.{b}]")
            rows.append(judge(src, f"cast_{a}_{b}.py", out_dir))
    with open(os.path.join(out_dir, "verdicts.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print(f"{len(rows)} (op, dtype) probe kernel(s) written, "
          f"{sum('accepts' in r for r in rows)} accepted by the kit")
    return len(rows)


def main():
    mode, ops_def, out_dir = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out_dir, exist_ok=True)
    if mode == "reuse":
        return 0 if write_reuse(ops_def, out_dir) else 1
    if mode == "dtypes":
        return 0 if write_dtypes(ops_def, out_dir) else 1
    print(f"op_probe.py: unknown mode {mode!r} (reuse or dtypes)", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
