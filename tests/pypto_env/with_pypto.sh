#!/usr/bin/env bash
# Runs a test command only where the real PyPTO imports; otherwise reports the
# test skipped, with the reason, through ctest's SKIP_RETURN_CODE (77).
# PIPECHECK_PYTHON (default python3) and its PYTHONPATH select the PyPTO.
# The command sees PIPECHECK_PYTHON set to the interpreter that imported it.
set -uo pipefail
py="${PIPECHECK_PYTHON:-python3}"
if ! command -v "$py" >/dev/null 2>&1; then
  echo "SKIPPED: PIPECHECK_PYTHON=$py is not an executable"
  exit 77
fi
if ! err="$("$py" -c 'import pypto, pypto.language, pypto.passes, pypto.ir' 2>&1)"; then
  echo "SKIPPED: PyPTO does not import with $py (PYTHONPATH=${PYTHONPATH:-}): $(printf '%s\n' "$err" | tail -n 1)"
  exit 77
fi
export PIPECHECK_PYTHON="$py"
exec "$@"
