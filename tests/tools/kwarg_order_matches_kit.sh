#!/usr/bin/env bash
# The op table's KWARGS order is the order the importable PyPTO's wrappers
# build kwargs in (tools/kwarg_order.py exits 1 and names the ops that differ).
set -uo pipefail
root="$1"
pkg="$("$PIPECHECK_PYTHON" -c 'import os, pypto; print(os.path.dirname(pypto.__file__))')" || exit 1
out="$("$PIPECHECK_PYTHON" "$root/tools/kwarg_order.py" "$pkg" "$root/core/ir/ops.def")"
rc=$?
printf '%s\n' "$out" | grep -v '^same'
echo "$(printf '%s\n' "$out" | grep -c '^same') ops in the same order as the wrappers"
exit $rc
