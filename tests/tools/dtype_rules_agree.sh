#!/usr/bin/env bash
# Every Vec compute op of the table in every element type (and the
# data-movement forms, the Orchestration tensor ops, casts, matmuls, the
# cross-core push / pop / free, and loads from tensors with a layout
# shorthand, each over the element types): pipecheck's type
# checker accepts exactly the kernels the kit's parser accepts (the table's
# `dtypes=` flag holds PyPTO's dtype rules), rejects the others as bad input
# (exit 2, FILE:LINE:COL: error: ...), and prints an accepted one as the kit
# does (its result type, its literals retyped, its kwargs filled in). The
# print is SkewCrossCorePipeline's output, the input unchanged on a kernel
# without cross-core ops. tools/op_probe.py writes the kernels, the kit's
# verdicts and the kit's prints.
# Usage: dtype_rules_agree.sh PIPECHECK SOURCE_DIR
set -uo pipefail
bin="$1" root="$2"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
"$PIPECHECK_PYTHON" "$root/tools/op_probe.py" dtypes "$root/core/ir/ops.def" "$dir" || exit 1
total=0 differ=0
while IFS=$'\t' read -r file kit why; do
  total=$((total + 1))
  err="$("$bin" lower --passes skew_cross_core_pipeline "$dir/$file" 2>&1 >"$dir/$file.pc")"
  rc=$?
  if [ "$kit" = accepts ] && [ $rc -ne 0 ]; then
    differ=$((differ + 1))
    echo "$file: the kit accepts it, pipecheck exits $rc: $(printf '%s\n' "$err" | head -1)"
  elif [ "$kit" = accepts ] && ! cmp -s "$dir/$file.pc" "$dir/$file.kit"; then
    differ=$((differ + 1))
    echo "$file: pipecheck prints it differently from the kit:"
    diff "$dir/$file.kit" "$dir/$file.pc" | grep '^[<>]' | head -4
  elif [ "$kit" = rejects ] && [ $rc -ne 2 ]; then
    differ=$((differ + 1))
    echo "$file: the kit rejects it ($why), pipecheck exits $rc"
  elif [ "$kit" = rejects ] && ! printf '%s\n' "$err" | grep -qE "^([^:]*/)?$file:[0-9]+:[0-9]+: error: "; then
    differ=$((differ + 1))
    echo "$file: rejected without a FILE:LINE:COL error: $(printf '%s\n' "$err" | head -1)"
  fi
done < "$dir/verdicts.tsv"
echo "$total (op, dtype) kernel(s), $differ judged differently from the kit"
[ "$total" -gt 0 ] && [ "$differ" -eq 0 ]
