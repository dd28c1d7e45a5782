#!/usr/bin/env python3
"""pipecheck's PyPTO worker: the real passes, served to pipecheck over stdin/stdout.

pipecheck (core/worker/client.h) starts this script once per job and keeps it
alive across programs, because PyPTO's import and parser dominate the cost of
one program (import ~0.3 s, parse 5-16 ms, the nine window passes 0.3-3 ms).
It imports whatever PyPTO is importable (PYTHONPATH, an installed wheel) and
answers text with text: pipecheck sends a program as pl DSL text, the pass
list as pypto.passes factory names, the backend and the memory planner; the
worker answers with the printed IR after every pass
(ir.python_print(prog, format=False)) or the exception PyPTO raised and the
pass that raised it. It judges nothing: all checking happens in pipecheck.

Protocol (both directions, also spoken by `pipecheck serve`; see
core/worker/protocol.h): one frame per message,

    PCW1 <N>\n<N bytes of UTF-8 JSON, one object>

Requests: {"op": "hello"}, {"op": "run", "id": K, "program": TEXT,
"file": NAME, "passes": [...], "backend": "910B"|"950"|"none",
"planner": "PYPTO"|"PTOAS", "reparse": BOOL}, {"op": "quit"}. Every answer
carries "ok"; a run answer echoes "id" and holds "parse_error" (PyPTO's parser
rejected the text), "snapshots" [{"pass", "text"}] for every pass that
returned (with "reparse": true also "reparsed": true and "reparse_error",
null or {"kind", "message"}: whether PyPTO's own parser reads the printed
text back, and "reread_differs", null or a message: why the program it read
back is not the one PyPTO printed, by PyPTO's structural equality), and
"error" {"pass", "kind", "message"} when a pass raised. A request the worker
cannot serve gets {"ok": false, "error": ...}: a harness error in pipecheck,
never a finding.

Anything PyPTO prints goes to stderr: file descriptor 1 is moved to 2 at
start, and frames go to a private duplicate of the original stdout, so a
stray print cannot corrupt the protocol.
"""

import json
import os
import sys
import time
import traceback

MAGIC = b"PCW1"
MAX_FRAME = 256 * 1024 * 1024


def read_frame(inp):
    header = inp.readline()
    if not header:
        return None  # EOF: pipecheck closed the pipe
    parts = header.split()
    if len(parts) != 2 or parts[0] != MAGIC or not parts[1].isdigit():
        raise ValueError("bad frame header %r" % header[:80])
    n = int(parts[1])
    if n > MAX_FRAME:
        raise ValueError("frame of %d bytes is over the limit" % n)
    body = inp.read(n)
    if len(body) != n:
        return None
    return json.loads(body.decode("utf-8"))


def write_frame(out, obj):
    body = json.dumps(obj).encode("utf-8")
    out.write(MAGIC + b" " + str(len(body)).encode() + b"\n" + body)
    out.flush()


def first_lines(message):
    """PyPTO appends a C++ traceback to its messages; keep what precedes it."""
    cut = message.find("\n\nC++ Traceback")
    if cut >= 0:
        message = message[:cut]
    return message.rstrip()


def describe_pypto():
    """Version and commit, as far as the installed package tells."""
    import pypto

    info = {"version": getattr(pypto, "__version__", None), "commit": None,
            "location": os.path.dirname(getattr(pypto, "__file__", "") or "")}
    try:
        from importlib import metadata

        dist = metadata.distribution("pypto")
        info["version"] = info["version"] or dist.version
        direct = dist.read_text("direct_url.json")
        if direct:
            commit = json.loads(direct).get("vcs_info", {}).get("commit_id")
            info["commit"] = commit or None
    except Exception:
        pass  # not installed as a distribution (a PYTHONPATH checkout)
    for holder in (pypto, getattr(pypto, "pypto_core", None)):
        for name in ("__commit__", "__git_commit__", "GIT_COMMIT", "git_commit", "__git_hash__"):
            value = getattr(holder, name, None) if holder is not None else None
            if isinstance(value, str) and value and not info["commit"]:
                info["commit"] = value
    if not info["commit"] and info["location"]:
        try:
            import subprocess

            r = subprocess.run(["git", "-C", info["location"], "rev-parse", "--short=9", "HEAD"],
                               capture_output=True, text=True, timeout=5)
            if r.returncode == 0 and r.stdout.strip():
                info["commit"] = r.stdout.strip()
        except Exception:
            pass
    return info


class PyPTO:
    """The imported PyPTO modules, set up once."""

    def __init__(self):
        import pypto.language as pl
        from pypto import backend, ir, passes
        from pypto.backend import BackendType

        self.pl, self.ir, self.passes = pl, ir, passes
        self.backend, self.backend_type = backend, BackendType
        self.info = describe_pypto()

    def set_backend(self, name):
        self.backend.reset_for_testing()
        if name == "910B":
            self.backend.set_backend_type(self.backend_type.Ascend910B)
        elif name == "950":
            self.backend.set_backend_type(self.backend_type.Ascend950)
        elif name != "none":
            raise KeyError("unknown backend %r" % name)

    def planner(self, name):
        planners = {"PYPTO": self.passes.MemoryPlanner.PYPTO, "PTOAS": self.passes.MemoryPlanner.PTOAS}
        if name not in planners:
            raise KeyError("unknown planner %r" % name)
        return planners[name]

    def reparse(self, text, pass_name):
        """PyPTO's parser on a text PyPTO printed: (what it raised or None, the program read)."""
        try:
            return None, self.pl.parse_program(text, "after_%s.py" % pass_name)
        except Exception as e:
            return {"kind": type(e).__name__, "message": first_lines(str(e))}, None

    def reread_differs(self, prog, reread):
        """Why the program PyPTO's parser read back from PyPTO's print of prog is not prog
        (its own structural equality; a var printed under another var's name), or None."""
        if reread is None or self.ir.structural_equal(prog, reread):
            return None
        try:
            self.ir.assert_structural_equal(prog, reread)
        except Exception as e:
            lines = [l.strip() for l in first_lines(str(e)).splitlines() if l.strip()]
            reason = [l for l in lines if l.startswith("Reason:")]
            return "; ".join(lines[:1] + reason)
        return "structurally unequal"

    def run(self, req):
        factories = []
        for name in req["passes"]:
            factory = getattr(self.passes, name, None)
            if factory is None or not callable(factory):
                return {"ok": False, "error": "PyPTO has no pass factory passes.%s" % name}
            factories.append((name, factory))
        self.set_backend(req.get("backend", "910B"))
        planner = self.planner(req.get("planner", "PYPTO"))
        answer = {"ok": True, "id": req.get("id"), "snapshots": [], "parse_error": None,
                  "error": None, "seconds": {}}
        t0 = time.perf_counter()
        try:
            prog = self.pl.parse_program(req["program"], req.get("file", "input.py"))
        except Exception as e:  # PyPTO's parser rejected pipecheck's text
            answer["parse_error"] = {"kind": type(e).__name__, "message": first_lines(str(e))}
            return answer
        answer["seconds"]["parse"] = time.perf_counter() - t0
        t1 = time.perf_counter()
        reread = {}  # printed text -> reparse_error (passes often print the same text)
        with self.passes.PassContext([], memory_planner=planner):
            for name, factory in factories:
                try:
                    prog = factory()(prog)
                except Exception as e:
                    answer["error"] = {"pass": name, "kind": type(e).__name__,
                                       "message": first_lines(str(e))}
                    break
                snap = {"pass": name, "text": self.ir.python_print(prog, format=False)}
                if req.get("reparse"):
                    if snap["text"] not in reread:
                        reread[snap["text"]] = self.reparse(snap["text"], name)
                    error, program = reread[snap["text"]]
                    snap["reparsed"] = True
                    snap["reparse_error"] = error
                    snap["reread_differs"] = self.reread_differs(prog, program)
                answer["snapshots"].append(snap)
        answer["seconds"]["passes"] = time.perf_counter() - t1
        return answer


def main():
    inp = sys.stdin.buffer
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # stray prints (Python or C++) land on stderr
    sys.stdout = sys.stderr
    try:
        pypto = PyPTO()
        import_error = None
    except Exception as e:
        pypto, import_error = None, "%s: %s" % (type(e).__name__, first_lines(str(e)))
    while True:
        try:
            req = read_frame(inp)
        except Exception as e:
            write_frame(out, {"ok": False, "error": "worker: unreadable request: %s" % e})
            return 2
        if req is None or req.get("op") == "quit":
            return 0
        op = req.get("op")
        try:
            if import_error is not None:
                reply = {"ok": False, "error": "PyPTO does not import: " + import_error}
            elif op == "hello":
                reply = {"ok": True, "impl": "pypto", "version": pypto.info["version"],
                         "commit": pypto.info["commit"], "location": pypto.info["location"],
                         "python": sys.version.split()[0]}
            elif op == "run":
                reply = pypto.run(req)
            else:
                reply = {"ok": False, "error": "worker: unknown op %r" % op}
        except Exception:
            reply = {"ok": False, "error": "worker: " + traceback.format_exc(limit=3)}
        if op == "run" and "id" not in reply:
            reply["id"] = req.get("id")
        write_frame(out, reply)


if __name__ == "__main__":
    sys.exit(main())
