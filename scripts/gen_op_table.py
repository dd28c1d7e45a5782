#!/usr/bin/env python3
"""Dev-time seed of core/ir/ops.def from PyPTO's operator table.

Run once (the output is committed and then maintained by hand):

    PYTHONPATH=../shared/pypto/python:../shared/pypto/stubs \
      /usr/bin/python3 scripts/gen_op_table.py ../shared/reference/pypto-ops.tsv > core/ir/ops.def

Inputs: the tsv (op, DSL signature, memory-space spec, per-argument effects,
write channel) and, when PyPTO imports, each op's IR attribute keys
(`ir.get_op(name).get_attr_keys()`), which say which DSL parameters PyPTO
stores as kwargs rather than positional args. The family of each op (which
selects its result-type rule and its semantics) is decided here by name
rules; the flags follow from the family and the effects. Nothing here is
needed to build or test pipecheck.
"""
import re
import sys

try:
    from pypto import ir as _ir  # noqa: F401
    HAVE_KIT = True
except Exception:  # pragma: no cover - the kit is optional
    HAVE_KIT = False

# Ops whose result never takes an input's buffer (PyPTO's not_inplace_safe;
# not in the tsv: found with the kit, a dead input offered to MemoryReuse).
NOT_INPLACE_SAFE = {"tile." + n for n in (
    "recip", "rsqrt", "fmod", "fmods", "row_sum", "row_max", "row_min", "row_prod", "row_argmax",
    "row_argmin", "col_argmax", "col_argmin", "prelu")}
UNARY = {"exp", "neg", "abs", "sqrt", "rsqrt", "recip", "log", "sin", "cos", "relu", "not"}
BINARY = {"add", "sub", "mul", "div", "maximum", "minimum", "fmod", "and", "or", "xor", "shl",
          "shr", "rem"}
SCALAR = {"adds", "subs", "muls", "divs", "maximums", "minimums", "fmods", "ands", "ors", "xors",
          "shls", "shrs", "rems", "lrelu"}
REDUCE = {"sum", "max", "min", "prod"}
SIMPLE = {
    "load": "Load", "store": "Store", "read": "Read", "write": "Write", "move": "Move",
    "extract": "Extract", "slice": "Slice", "assemble": "Assemble", "concat": "Concat",
    "reshape": "Reshape", "transpose": "Transpose", "transpose_view": "TransposeView",
    "view": "View", "reinterpret_view": "View", "fillpad": "Fillpad",
    "fillpad_inplace": "Fillpad", "fillpad_expand": "FillpadExpand",
    "set_validshape": "SetValidShape", "expands": "Expands", "cmp": "Cmp", "cmps": "Cmps",
    "sel": "Select", "sels": "Select", "cast": "Cast", "full": "Full", "create": "Create",
    "create_l1": "Create", "ci": "Ci", "matmul": "Matmul", "matmul_acc": "MatmulAcc",
    "get_block_idx": "Index", "get_block_num": "Index", "get_subblock_idx": "Index",
    "alloc": "Alloc", "dim": "Dim", "addc": "Ternary", "subc": "Ternary", "addsc": "Ternary",
    "subsc": "Ternary",
}


def family(name):
    ns, _, base = name.rpartition(".")
    if ns in ("tile", "tensor"):
        if base in SIMPLE:
            return SIMPLE[base]
        if base in UNARY:
            return "Unary"
        if base in BINARY:
            return "Binary"
        if base in SCALAR:
            return "ScalarBinary"
        m = re.fullmatch(r"(row|col)_expand(_\w+)?", base)
        if m:
            return "RowExpand" if m.group(1) == "row" else "ColExpand"
        m = re.fullmatch(r"(row|col)_(arg)?(\w+)", base)
        if m and (m.group(3) in REDUCE or m.group(2) and m.group(3) in ("max", "min")):
            return ("Row" if m.group(1) == "row" else "Col") + ("ArgReduce" if m.group(2) else "Reduce")
        if base.startswith(("matmul", "batch_matmul", "gemv")):
            return "CubeOther"
        if base.startswith("tpush_"):
            return "Push"
        if base.startswith("tpop_"):
            return "Pop"
    if ns == "system":
        if base.startswith("tfree_"):
            return "Free"
        if base.endswith("initialize_pipe"):
            return "PipeInit"
        if base == "reserve_buffer":
            return "ReserveBuffer"
        if base == "import_peer_buffer":
            return "ImportPeerBuffer"
        return "System"
    if ns == "array":
        return "Array"
    return "Other"


def parse_params(sig):
    """[(name, type text, has default, keyword-only)] from a DSL signature."""
    if not sig:
        return None
    inner = sig[sig.index("(") + 1: sig.rindex(") ->")]
    params, depth, cur = [], 0, ""
    for ch in inner:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            params.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        params.append(cur.strip())
    out, kwonly = [], False
    for p in params:
        if p == "*":
            kwonly = True
            continue
        if p.startswith("*"):
            out.append((p, "", True, kwonly))
            continue
        name, _, rest = p.partition(":")
        typ, _, default = rest.partition("=")
        out.append((name.strip(), typ.strip(), bool(default.strip()), kwonly))
    return out


def kind(typ):
    if "Sequence" in typ or typ.startswith("list[") or "list[" in typ:
        return "L"
    tile = "tile.Tile" in typ or "_SplitOperandT" in typ
    tensor = "tensor.Tensor" in typ or "_TensorT" in typ
    scalar = any(w in typ for w in ("int", "float", "scalar.Scalar", "Expr", "bool", "MemorySpace"))
    if tile and not tensor and not scalar:
        return "T"
    if tensor and not tile and not scalar:
        return "N"
    if scalar and not tile and not tensor:
        return "S"
    return "A"


def mem(spec):
    if spec == "None":
        return "-", "-"
    ins = re.search(r"'input_constraints': \[(.*)\], 'output_memory'", spec).group(1)
    groups = re.findall(r"\[([^\[\]]*)\]", ins)
    ins_txt = ";".join("|".join(x.strip().replace("MemorySpace.", "") for x in g.split(",") if x.strip())
                       for g in groups)
    out = re.search(r"'output_memory': (.*)\}", spec).group(1).strip()
    out = {"None": "none", "'inherit_from_input'": "inherit", "'deferred'": "deferred"}.get(
        out, out.replace("MemorySpace.", ""))
    return ins_txt, out


def effects(text):
    if text == "-":
        return ""
    return ",".join(e.replace("ReadWrite", "RW").replace("Read", "R").replace("Write", "W")
                    for e in text.split(","))


def flags(name, fam, eff):
    f = []
    if fam in ("Load", "Read") and name.startswith("tile."):
        f.append("load")
    if fam == "Store":
        f.append("store")
    if fam == "Write" and name.startswith("tile."):
        f.append("write")
    if fam == "Move":
        f.append("move")
    for e in eff.split(",") if name.startswith(("tile.", "tensor.", "array.")) else []:
        if e.endswith(":RW") or (e.endswith(":W") and fam in ("Store", "Assemble")):
            f.append("inplace=" + e.split(":")[0])
            break
    if fam in ("Push", "Pop", "Free"):
        f.append(fam.lower())
    if fam in ("Reshape", "TransposeView", "View", "SetValidShape"):
        f.append("view")
    if fam in ("Matmul", "MatmulAcc", "CubeOther") and name.startswith("tile."):
        f.append("cube")
    if fam == "Extract" or name in NOT_INPLACE_SAFE:
        f.append("fresh")
    return " ".join(f)


def main(path):
    print("// The op table: one row per PyPTO op (312, from reference/pypto-ops.tsv at commit")
    print("// e2d0f78ae). Seeded once by scripts/gen_op_table.py, maintained by hand since.")
    print("// Read by core/ir/op_registry.cpp through the PC_OP X-macro; see op_registry.h for")
    print("// what each column means.")
    print("//")
    print("// PC_OP(NAME, FAMILY, ARGS, KWARGS, IN_SPACES, OUT_MEMORY, EFFECTS, CHANNEL, FLAGS)")
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        name, sig, spec, eff, chan = line.rstrip("\n").split("\t")
        fam = family(name)
        attrs = set()
        if HAVE_KIT:
            from pypto import ir
            attrs = set(ir.get_op(name).get_attr_keys())
        params = parse_params(sig)
        if params is None:
            args = "*"
        else:
            parts = []
            for pname, typ, dflt, kwonly in params:
                if pname == "span":
                    continue
                # An attr key that the DSL takes positionally as a scalar
                # expression is stored as an arg (system.sync_set's event_id).
                if pname in attrs and (kwonly or not ("scalar.Scalar" in typ or "Expr" in typ)):
                    continue
                if pname.startswith("*"):
                    if "*" not in parts:
                        parts.append("*")
                    continue
                if kwonly:
                    continue  # keyword-only and not an attr: DSL sugar (tpop shape/dtype)
                parts.append(pname + ":" + kind(typ) + ("?" if dflt else ""))
            args = " ".join(parts)
        kw = " ".join(sorted(attrs))  # every declared attr may appear as a kwarg
        ins, out = mem(spec)
        e = effects(eff)
        ch = {"None": "", "WriteChannel.Dma": "Dma", "WriteChannel.Scalar": "Scalar"}[chan]
        print(f'PC_OP("{name}", {fam}, "{args}", "{kw}", "{ins}", "{out}", "{e}", "{ch}", '
              f'"{flags(name, fam, e)}")')


if __name__ == "__main__":
    main(sys.argv[1])
