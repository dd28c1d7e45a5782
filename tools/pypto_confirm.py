#!/usr/bin/env python3
"""Runs one pipecheck report's pytest reproducer against the importable PyPTO.

Used by `pipecheck report --confirm`. Prints one `key: value` line per field
on stdout (values on one line), the last line being `end: ok`:

  outcome: reproduced | not reproduced | error | unavailable
  detail: ...
  runner: pytest | python3
  pypto_version: ...
  pypto_commit: ...
  python: ...

A report's test asserts that the real compiler does NOT show the finding, so
an AssertionError raised by an `assert` statement of the test file itself
means the real PyPTO reproduces the finding. Any other exception (PyPTO
rejecting the program, a PyPTO-internal assertion, an import error) is
"error": the finding is neither confirmed nor refuted. The test runs under
pytest when pytest imports (PIPECHECK_CONFIRM_RUNNER=python3 forces the plain
runner), else its test functions are called directly with a minimal `pytest`
stand-in module, so the same body runs either way.

This file is pipecheck's own; it only drives PyPTO through its public API.
"""

import os
import sys
import traceback
import types


def pypto_identity():
    """Version and commit as the installed package tells them (the worker's rule)."""
    from pypto_worker import describe_pypto  # beside this file, on sys.path[0]

    info = describe_pypto()
    return str(info["version"] or "unknown"), info["commit"] or "not reported by the package"


def classify(exc, test_file):
    """(outcome, detail) for an exception a test function raised."""
    frames = traceback.extract_tb(exc.__traceback__)
    last = frames[-1] if frames else None
    in_test = last is not None and os.path.abspath(last.filename) == os.path.abspath(test_file)
    summary = "%s: %s" % (type(exc).__name__, str(exc).strip().splitlines()[0] if str(exc).strip() else "")
    if isinstance(exc, AssertionError) and in_test:
        return "reproduced", "the test's assertion failed at line %d: %s" % (last.lineno, summary)
    where = " (at %s:%d)" % (os.path.basename(last.filename), last.lineno) if last else ""
    return "error", summary + where


def run_plain(test_file):
    if "pytest" not in sys.modules:
        try:
            import pytest  # noqa: F401
        except ImportError:
            stand_in = types.ModuleType("pytest")
            stand_in.fail = lambda msg="": (_ for _ in ()).throw(AssertionError(msg))
            sys.modules["pytest"] = stand_in
    import runpy

    try:
        module = runpy.run_path(test_file, run_name="pipecheck_confirm")
    except Exception as exc:  # the file itself did not load (import error, syntax)
        return classify(exc, test_file)
    tests = [f for n, f in sorted(module.items()) if n.startswith("test_") and callable(f)]
    if not tests:
        return "error", "no test_ function in " + test_file
    for test in tests:
        try:
            test()
        except Exception as exc:
            return classify(exc, test_file)
    return "not reproduced", "%d test function(s) passed: the real PyPTO does not show the finding" % len(tests)


def run_pytest(test_file):
    import pytest

    outcomes = []

    class Recorder:
        @pytest.hookimpl(hookwrapper=True)
        def pytest_runtest_makereport(self, item, call):
            yield
            if call.when == "call" and call.excinfo is not None:
                outcomes.append(classify(call.excinfo.value, test_file))

    code = pytest.main(["-q", "-p", "no:cacheprovider", "-x", test_file], plugins=[Recorder()])
    if outcomes:
        return outcomes[0]
    if int(code) == 0:
        return "not reproduced", "pytest passed: the real PyPTO does not show the finding"
    return "error", "pytest exited %d before the test body ran" % int(code)


def answer(result):
    for key in ("outcome", "detail", "runner", "pypto_version", "pypto_commit", "python"):
        print("%s: %s" % (key, " ".join(str(result.get(key, "")).split())))
    print("end: ok")


def main():
    if len(sys.argv) != 2:
        print("usage: pypto_confirm.py TEST_FILE", file=sys.stderr)
        return 2
    test_file = sys.argv[1]
    result = {"python": sys.executable, "runner": "", "pypto_version": "", "pypto_commit": ""}
    try:
        result["pypto_version"], result["pypto_commit"] = pypto_identity()
    except Exception as exc:
        result.update(outcome="unavailable", detail="PyPTO does not import: %s: %s" % (type(exc).__name__, exc))
        answer(result)
        return 0
    use_pytest = os.environ.get("PIPECHECK_CONFIRM_RUNNER", "") != "python3"
    if use_pytest:
        try:
            import pytest  # noqa: F401
        except ImportError:
            use_pytest = False
    real_stdout = sys.stdout
    sys.stdout = sys.stderr  # the test's and pytest's output must not corrupt the answer
    try:
        if use_pytest:
            result["runner"] = "pytest"
            outcome, detail = run_pytest(test_file)
        else:
            result["runner"] = "python3"
            outcome, detail = run_plain(test_file)
    finally:
        sys.stdout = real_stdout
    result.update(outcome=outcome, detail=detail)
    answer(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
