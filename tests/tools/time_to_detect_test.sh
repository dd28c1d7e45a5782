#!/usr/bin/env bash
# bench/time_to_detect.sh end to end on two faults with one seed and a short
# --seconds: a semantic fault (one the first program of seed 1 catches, so
# the test holds on a loaded machine) is found and reduced, a benign one is not; a
# rerun of one fault replaces its row and keeps the others (the lead merges
# rows for new faults); a second label adds its columns; a finding on a benign
# fault is shown as a FALSE ALARM; bad arguments are usage errors.
# Usage: time_to_detect_test.sh PIPECHECK_BIN SOURCE_DIR
set -euo pipefail
bin="$1"
src="$2"
script="$src/bench/time_to_detect.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
r="$tmp/r.tsv"
d="$tmp/d.md"
run() { bash "$script" --bin "$bin" --results "$r" --doc "$d" --commit test "$@"; }

run --faults kind-without-attr,group-ids-per-program --seeds 1 --seconds 2 2> "$tmp/log"
[ "$(wc -l < "$r")" = 3 ] || fail "expected a header and 2 rows: $(cat "$r")"
awk -F'\t' '$1 == "after" && $2 == "kind-without-attr" && $5 == 1 && $7 == "yes" && $11 != "-" &&
            $14 > 0 && $14 <= $13' "$r" | grep -q . || fail "kind-without-attr not found: $(cat "$r")"
awk -F'\t' '$2 == "group-ids-per-program" && $4 == "benign" && $7 == "no"' "$r" | grep -q . ||
  fail "benign fault row: $(cat "$r")"
grep -q '^| `kind-without-attr` | lower_pipeline_loops | no | 1/1 | [0-9.]* (' "$d" ||
  fail "doc row for kind-without-attr: $(cat "$d")"
grep -q '^| `group-ids-per-program` | lower_pipeline_loops | yes | 0/1 | no finding in 2 s (median [0-9]* programs, [0-9.]* CPU s[^)]*) |' "$d" ||
  fail "doc row for the benign fault: $(cat "$d")"
grep -q '^- \*\*FALSE ALARM\|FALSE ALARM |' "$d" && fail "false alarm on a clean run: $(cat "$d")"

# A rerun replaces the fault's row in place; another label adds columns.
pos() { awk -F'\t' -v f="$1" '$2 == f { print NR; exit }' "$r"; }
at="$(pos kind-without-attr)"
run --faults kind-without-attr --seeds 1 --seconds 2 2>> "$tmp/log"
run --faults kind-without-attr --seeds 1 --seconds 2 --label before 2>> "$tmp/log"
[ "$(wc -l < "$r")" = 4 ] || fail "expected 3 rows after the reruns: $(cat "$r")"
[ "$(pos kind-without-attr)" = "$at" ] || fail "row order: $(cat "$r")"
grep -q '^## `before`' "$d" && grep -q '^## Before and after issue 15' "$d" ||
  fail "no before table: $(cat "$d")"
grep -q '^| `kind-without-attr` | 1/1 | 1/1 | [0-9.]* (' "$d" || fail "no before/after row: $(cat "$d")"
[ "$(grep -c '^| `group-ids-per-program` |' "$d")" = 1 ] ||
  fail "the benign fault has no before run, so one row only: $(cat "$d")"

# The control (no fault) has its own row and a line per seed.
run --faults faithful --seeds 1 --seconds 2 2>> "$tmp/log"
grep -q '^| `faithful` | - | control | [01]/1' "$d" || fail "no control row: $(cat "$d")"
grep -q '^- `after`, seed 1: the faithful passes (no fault) \(pass the first\|fail\) ' "$d" ||
  fail "no control line: $(cat "$d")"

# A finding on a benign fault is a false alarm, in the table and at the top.
awk -F'\t' 'BEGIN { OFS = "\t" } $2 == "group-ids-per-program" { $7 = "yes"; $8 = "0.5";
            $9 = "0.6"; $11 = "differential"; $13 = 9; $14 = 3 } { print }' "$r" > "$tmp/alarm.tsv"
bash "$script" --results "$tmp/alarm.tsv" --doc "$tmp/alarm.md" --render-only 2>> "$tmp/log"
grep -q '^- \*\*FALSE ALARM\*\*: benign fault `group-ids-per-program`' "$tmp/alarm.md" ||
  fail "no false-alarm line: $(cat "$tmp/alarm.md")"
grep -q '| yes | 1/1 FALSE ALARM |' "$tmp/alarm.md" || fail "no false-alarm cell: $(cat "$tmp/alarm.md")"

# --cpu-seconds: the limit is the campaign's CPU time, and the doc says so.
bash "$script" --bin "$bin" --results "$tmp/cpu.tsv" --doc "$tmp/cpu.md" --commit test \
  --faults group-ids-per-program --seeds 1 --seconds 900 --cpu-seconds 1 2>> "$tmp/log"
awk -F'\t' 'NR == 2 && $7 == "no" && $8 >= 1 && $19 == 1' "$tmp/cpu.tsv" | grep -q . ||
  fail "--cpu-seconds row: $(cat "$tmp/cpu.tsv")"
grep -q '| 0/1 | no finding in 1 CPU s (median [0-9]* programs, [0-9.]* CPU s) |' "$tmp/cpu.md" ||
  fail "--cpu-seconds doc: $(cat "$tmp/cpu.md")"
grep -q 'each run limited to 1 CPU s (wall cap 900 s)' "$tmp/cpu.md" || fail "limit line: $(cat "$tmp/cpu.md")"

# Usage errors.
for bad in "--jobs 3" "--seconds 0" "--cpu-seconds 0" "--faults no-such-fault" "--bogus"; do
  rc=0
  # shellcheck disable=SC2086
  run $bad --seeds 1 > /dev/null 2>&1 || rc=$?
  [ "$rc" = 2 ] || fail "$bad: exit $rc, expected 2"
done
echo "time_to_detect.sh: all checks passed"
