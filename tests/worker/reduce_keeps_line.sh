#!/usr/bin/env bash
# Usage: reduce_keeps_line.sh OUT PATTERN -- PIPECHECK reduce ARGS...
# Runs the reduction (writing OUT), then requires a line of OUT to match
# PATTERN (grep -E): what the reduced reproducer must still contain.
set -euo pipefail
out="$1" pattern="$2"
shift 2
[ "$1" = "--" ] && shift
"$@" --out "$out"
if ! grep -Eq -- "$pattern" "$out"; then
  echo "FAIL: no line of $out matches '$pattern':"
  grep -v '^#' "$out"
  exit 1
fi
echo "ok: $out keeps '$pattern'"
