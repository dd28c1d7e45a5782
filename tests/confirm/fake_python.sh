#!/usr/bin/env bash
# A stand-in for PIPECHECK_PYTHON in confirm_cli_test: ignores its arguments
# (the runner script and the test file) and answers what FAKE_CONFIRM says.
case "${FAKE_CONFIRM:-}" in
  reproduced)
    printf 'outcome: reproduced\ndetail: the test'"'"'s assertion failed at line 9: AssertionError: x\nrunner: python3\npypto_version: 9.9.9\npypto_commit: abc1234\npython: fake\nend: ok\n' ;;
  not-reproduced)
    printf 'outcome: not reproduced\ndetail: 1 test function(s) passed\nrunner: pytest\npypto_version: 9.9.9\npypto_commit: abc1234\npython: fake\nend: ok\n' ;;
  truncated)  # died half-way through its answer
    printf 'outcome: reproduced\ndetail: half' ; exit 1 ;;
  *)
    echo "Traceback (most recent call last): garbage" ; exit 3 ;;
esac
