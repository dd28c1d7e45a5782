#!/usr/bin/env bash
# The real PyPTO, live (ctest label `pypto`, run through with_pypto.sh): dump
# programs of ours through PyPTO's nine window passes with
# tools/make_golden_dumps.py and run `pipecheck validate DIR` on each folder;
# every property must hold or be n/a / not checked (exit 0), model-agrees
# included. Then, for information only, the whole Default strategy on a
# frontend program (pipecheck may not parse every snapshot of it yet).
# Usage: live_dump.sh PIPECHECK_BIN SOURCE_DIR WORK_DIR
set -uo pipefail
bin="$1" src="$2" work="$3"
py="${PIPECHECK_PYTHON:-python3}"
rm -rf "$work" && mkdir -p "$work"
status=0
for name in static_f2 matmul_dbc_f2; do
  if ! "$py" "$src/tools/make_golden_dumps.py" "$src/tests/golden-dumps/$name/source.py" \
      "$work/$name"; then
    echo "FAIL: PyPTO did not dump $name"
    status=1
    continue
  fi
  out="$("$bin" validate "$work/$name" 2>&1)"
  rc=$?
  printf '%s\n' "$out"
  agrees=$(printf '%s\n' "$out" | grep -c '^  holds *model-agrees')
  if [ "$rc" -ne 0 ] || [ "$agrees" -ne 9 ]; then
    echo "FAIL: validate $work/$name exited $rc with $agrees model-agrees holds (want 0 and 9)"
    status=1
  fi
done
# Information: the whole pipeline (00_frontend.py .. NN_after_<Pass>.py).
if "$py" "$src/tools/make_golden_dumps.py" --whole "$src/tests/validate/frontend_scale.py" \
    "$work/whole" >/dev/null 2>&1; then
  echo "whole Default strategy: $(ls "$work/whole" | wc -l) snapshot(s) in $work/whole"
  "$bin" validate "$work/whole" >"$work/whole.txt" 2>&1
  echo "pipecheck validate on it: exit $? ($(tail -n 1 "$work/whole.txt"))"
fi
exit $status
