#!/usr/bin/env bash
# pypto-labelled: `pipecheck report --confirm` against the real PyPTO.
# Usage: confirm_finding.sh PIPECHECK FILE EXPECTED [pipecheck report args...]
#   EXPECTED is "reproduced" or "not reproduced". For a corpus finding
#   (EXPECTED reproduced) the file must also carry its `# confirmed:` line.
# Runs under both runners: pytest (when it imports) and plain python3.
set -euo pipefail
bin="$1" file="$2" expected="$3"
shift 3
if [ "$expected" = reproduced ] && ! grep -q '^# confirmed: reproduced' "$file"; then
  echo "FAIL: $file has no '# confirmed: reproduced' header line"
  exit 1
fi
# A finding of the real passes that pipecheck's model does not reproduce
# (header `# impl: pypto`) is reported through the real passes.
impl=()
if grep -q '^# impl: pypto' "$file"; then
  impl=(--impl pypto)
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for runner in pytest python3; do
  log="$(PIPECHECK_CONFIRM_RUNNER=$runner "$bin" report --confirm --no-reduce "${impl[@]}" --out "$out/$runner" "$@" "$file" || true)"
  printf '%s\n' "$log"
  lines="$(printf '%s\n' "$log" | grep '^  confirm (' || true)"
  if [ -z "$lines" ]; then
    echo "FAIL ($runner): no confirmation line"
    exit 1
  fi
  if printf '%s\n' "$lines" | grep -v -q "): $expected: "; then
    echo "FAIL ($runner): expected every confirmation to be '$expected'"
    exit 1
  fi
done
echo "ok: $expected under pytest and python3"
