#!/usr/bin/env bash
# Every Vec compute op of the table, its operands all dying at it: the kit's
# MemoryReuse and pipecheck's model give the result the same buffer (a dead
# operand's, or a fresh one where the op forbids sharing: the table's flags
# `fresh` and `noalias`). tools/op_probe.py writes the kernels the kit
# printed; model-agrees compares every pass's text.
# Usage: reuse_probe_agrees.sh PIPECHECK SOURCE_DIR
set -uo pipefail
bin="$1" root="$2"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
"$PIPECHECK_PYTHON" "$root/tools/op_probe.py" reuse "$root/core/ir/ops.def" "$dir" || exit 1
out="$("$bin" check --impl pypto --property model-agrees "$dir"/*.py)"
rc=$?
printf '%s\n' "$out" | grep -B1 -A6 -E '^  (fails|not checked|harness)' | head -60
printf '%s\n' "$out" | tail -1
[ $rc -eq 0 ] || exit 1
printf '%s\n' "$out" | tail -1 | grep -q ' 0 fails, 0 not checked, 0 n/a, 0 harness error' || exit 1
