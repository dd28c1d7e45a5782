#!/usr/bin/env bash
# The real PyPTO, live (ctest label `pypto`, run through with_pypto.sh): dump
# programs of ours through PyPTO's nine window passes with
# tools/make_golden_dumps.py and run `pipecheck validate DIR` on each folder;
# every property must hold or be n/a / not checked (exit 0), model-agrees
# included; then the same on the folder PyPTO's whole Default strategy
# writes for a frontend program.
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
# The whole Default strategy on a frontend program (00_frontend.py ..
# NN_after_<Pass>.py, PyPTO numbering): validate finds the window in it.
if "$py" "$src/tools/make_golden_dumps.py" --whole "$src/tests/validate/frontend_scale.py" \
    "$work/whole"; then
  out="$("$bin" validate "$work/whole" 2>&1)"
  rc=$?
  printf '%s\n' "$out"
  agrees=$(printf '%s\n' "$out" | grep -c '^  holds *model-agrees')
  if [ "$rc" -ne 0 ] || [ "$agrees" -ne 9 ]; then
    echo "FAIL: validate $work/whole exited $rc with $agrees model-agrees holds (want 0 and 9)"
    status=1
  fi
else
  echo "FAIL: PyPTO's whole pipeline did not dump tests/validate/frontend_scale.py"
  status=1
fi
exit $status
