#!/usr/bin/env python3
"""Compares the op table's KWARGS order with the order PyPTO's wrappers build kwargs in.

PyPTO prints a call's kwargs in the order its Python wrapper inserted them into the dict it
hands to create_op_call, whatever order the DSL call wrote them in. This reads the wrappers of
the PyPTO it is pointed at (a development tool: the kit, never a dependency) with Python's ast
module and, for every op whose wrapper it can follow, prints the insertion order, marking with
'?' the keys inserted under a condition (dropped when None / False / default), then whether
core/ir/ops.def lists the same order.

Usage: tools/kwarg_order.py PYPTO_PACKAGE_DIR [core/ir/ops.def]   (exit 1 on a mismatch)
"""
import ast
import glob
import re
import sys


def insertion_orders(package_dir):
    orders = {}
    for path in glob.glob(package_dir + "/ir/op/**/*.py", recursive=True):
        tree = ast.parse(open(path, encoding="utf-8").read())
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef):
                for call in ast.walk(fn):
                    found = kwargs_of(fn, call)
                    if found:
                        orders.setdefault(found[0], found[1])
    return orders


def kwargs_of(fn, call):
    """(op, [(key, conditional)]) for create_op_call("op", args, KW, ...) / Call(...)."""
    if not (isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "create_op_call"):
        return None
    if len(call.args) < 3 or not isinstance(call.args[0], ast.Constant):
        return None
    kw, keys = call.args[2], []
    if isinstance(kw, ast.Dict):
        keys = [(k.value, False) for k in kw.keys if isinstance(k, ast.Constant)]
    elif isinstance(kw, ast.Name):
        collect(fn, kw.id, False, keys)
    seen, out = set(), []
    for key, cond in keys:
        if key not in seen:
            seen.add(key)
            out.append((key, cond))
    return (call.args[0].value, out) if out else None


def collect(node, var, cond, keys):
    for child in ast.iter_child_nodes(node):
        value, targets = None, []
        if isinstance(child, ast.Assign):
            value, targets = child.value, child.targets
        elif isinstance(child, ast.AnnAssign):
            value, targets = child.value, [child.target]
        for t in targets:
            if isinstance(t, ast.Name) and t.id == var and value is not None:
                for d in ast.walk(value):  # a dict literal, or `{...} if c else {}`
                    if isinstance(d, ast.Dict):
                        inner = cond or isinstance(value, ast.IfExp)
                        keys.extend((k.value, inner) for k in d.keys if isinstance(k, ast.Constant))
            if (isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id == var
                    and isinstance(t.slice, ast.Constant)):
                keys.append((t.slice.value, cond))
        collect(child, var, cond or isinstance(child, (ast.If, ast.For, ast.While)), keys)


def main():
    package_dir = sys.argv[1]
    table = sys.argv[2] if len(sys.argv) > 2 else "core/ir/ops.def"
    declared = {}
    for m in re.finditer(r'PC_OP\("([^"]+)", \w+, "[^"]*", "([^"]*)"', open(table).read()):
        declared[m.group(1)] = [re.split(r"[?=]", k)[0] for k in m.group(2).split()
                                if k != "*" and not k.startswith("@")]
    bad = 0
    for op, keys in sorted(insertion_orders(package_dir).items()):
        names = [k for k, _ in keys]
        mine = [k for k in declared.get(op, []) if k in names]
        verdict = "same" if mine == names else "DIFFERS"
        bad += verdict != "same"
        shown = " ".join(k + ("?" if c else "") for k, c in keys)
        print(f"{verdict:8} {op:30} wrapper: {shown:50} table: {' '.join(declared.get(op, []))}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
