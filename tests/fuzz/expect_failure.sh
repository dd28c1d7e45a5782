#!/usr/bin/env bash
# expect_failure.sh REGEX COMMAND...: passes when COMMAND exits non-zero AND
# its stderr matches the extended REGEX (so a crash for another reason, or a
# clean exit, fails the test).
regex=$1
shift
err=$("$@" 2>&1 >/dev/null)
rc=$?
if [ "$rc" -eq 0 ]; then
  echo "expected a failure, but '$*' exited 0"
  exit 1
fi
if ! grep -Eq -- "$regex" <<<"$err"; then
  echo "exit $rc, but stderr does not match /$regex/:"
  echo "$err" | tail -20
  exit 1
fi
echo "failed as expected (exit $rc): $(grep -Eo -- "$regex.*" <<<"$err" | head -1)"
