#!/usr/bin/env bash
# expect.sh CODE PATTERN [PATTERN...] -- COMMAND...
# Runs COMMAND and passes when it exits with CODE and its output (stdout and
# stderr) matches every extended-regex PATTERN; prints the output otherwise.
# CODE "any" accepts every exit code but 2 (usage) and a crash (>= 128).
# (grep reads the whole output: with -q it would stop early, and under
# pipefail the writer's SIGPIPE on a large output would read as "no match".)
set -uo pipefail
want="$1"; shift
patterns=()
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do patterns+=("$1"); shift; done
shift
out="$("$@" 2>&1)"; code=$?
printf '%s\n' "$out"
if [ "$want" = any ]; then
  if [ "$code" = 2 ] || [ "$code" -ge 128 ]; then echo "FAILED: exit code $code"; exit 1; fi
elif [ "$code" != "$want" ]; then
  echo "FAILED: exit code $code, expected $want"; exit 1
fi
for p in "${patterns[@]}"; do
  if ! printf '%s\n' "$out" | grep -E -- "$p" >/dev/null; then
    echo "FAILED: output does not match /$p/"; exit 1
  fi
done
echo "PASSED"
