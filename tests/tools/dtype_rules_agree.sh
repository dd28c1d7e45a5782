#!/usr/bin/env bash
# Every Vec compute op of the table in every element type: pipecheck's type
# checker accepts exactly the kernels the kit's parser accepts (the table's
# `dtypes=` flag holds PyPTO's dtype rules), and rejects the others as bad
# input (exit 2, FILE:LINE:COL: error: ...). tools/op_probe.py writes the
# kernels and the kit's verdicts.
# Usage: dtype_rules_agree.sh PIPECHECK SOURCE_DIR
set -uo pipefail
bin="$1" root="$2"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
"$PIPECHECK_PYTHON" "$root/tools/op_probe.py" dtypes "$root/core/ir/ops.def" "$dir" || exit 1
total=0 differ=0
while IFS=$'\t' read -r file kit why; do
  total=$((total + 1))
  err="$("$bin" lower --passes lower_pipeline_loops "$dir/$file" 2>&1 >/dev/null)"
  rc=$?
  if [ "$kit" = accepts ] && [ $rc -ne 0 ]; then
    differ=$((differ + 1))
    echo "$file: the kit accepts it, pipecheck exits $rc: $(printf '%s\n' "$err" | head -1)"
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
