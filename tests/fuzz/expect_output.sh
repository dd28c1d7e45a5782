#!/usr/bin/env bash
# expect_output.sh (present|absent) REGEX COMMAND...: passes when COMMAND
# exits 0 and its stderr matches (present) or does not match (absent) the
# extended REGEX.
mode=$1 regex=$2
shift 2
err=$("$@" 2>&1 >/dev/null)
rc=$?
if [ "$rc" -ne 0 ]; then
  echo "expected exit 0, but '$*' exited $rc:"
  echo "$err" | tail -20
  exit 1
fi
if grep -Eq -- "$regex" <<<"$err"; then found=present; else found=absent; fi
if [ "$found" != "$mode" ]; then
  echo "expected /$regex/ $mode in stderr, but it is $found:"
  echo "$err" | tail -20
  exit 1
fi
echo "as expected: /$regex/ $mode"
