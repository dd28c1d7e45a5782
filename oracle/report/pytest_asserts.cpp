// One Python assertion template per catalogue property; see pytest_asserts.h.
//
// Templates are Python source with one placeholder, @FAIL@: the snapshot
// where the property first fails (Report::snapshotName), as a Python string
// literal. Every template is indented for the body of the test function.
#include "oracle/report/pytest_asserts.h"

#include <algorithm>
#include <map>
#include <sstream>


namespace pipecheck::report {
namespace {

std::string pyString(const std::string &s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '\\' || c == '"')
      out += '\\', out += static_cast<char>(c);
    else if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (c < 0x20)
      out += "?";
    else
      out += static_cast<char>(c);
  }
  return out + "\"";
}

std::string replaceAll(std::string s, const std::string &from, const std::string &to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

std::string trim(const std::string &s) {
  std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::map<std::string, int> lineCounts(const std::string &text) {
  std::map<std::string, int> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line))
    if (std::string t = trim(line); !t.empty())
      ++out[t];
  return out;
}

// `text` as Python comment lines of at most ~88 columns, indented 4.
std::string commentLines(const std::string &text) {
  std::string out, line = "    #";
  std::istringstream words(text);
  for (std::string w; words >> w;) {
    if (line.size() + 1 + w.size() > 88 && line != "    #") {
      out += line + "\n";
      line = "    #";
    }
    line += " " + w;
  }
  return out + line + "\n";
}

// The witness as Python comment lines.
std::string witnessComment(const Report &r) {
  std::string out = commentLines("pipecheck: " + r.verdict.message);
  if (r.verdict.witness.empty())
    return out;
  out += "    # witness:\n";
  std::istringstream in(r.verdict.witness);
  std::string line;
  int n = 0;
  while (std::getline(in, line) && n++ < 24)
    out += "    #   " + line + "\n";
  if (n > 24)
    out += "    #   ...\n";
  return out;
}

// Snippets shared by several templates.
const char *kLoopHeaders = R"PY(    def loop_headers(text):
        return [l.strip() for l in text.splitlines() if l.strip().startswith("for ")]
)PY";

// The fallback of the properties Python cannot judge: assert on the printed
// text of the failing snapshot.
std::string textAssertion(const Report &r, const std::string &why) {
  std::string out = commentLines("No faithful Python check: " + why + ".");
  out += witnessComment(r);
  if (r.snapshotText.empty() && r.snapshotName.empty()) {
    // No pass ran: nothing printed to compare; the test states the failure.
    out += "    raise AssertionError(" + pyString("pipecheck: " + r.verdict.message) + ")\n";
    return out;
  }
  if (r.snapshotText.empty()) {
    // The failing pass left no snapshot: it raised in pipecheck. A PyPTO run
    // that raises fails this test on its own; the assert pins that the
    // failing pass produced an output.
    out += "    assert @FAIL@ in texts, \"the pass list stopped before \" + @FAIL@\n";
    return out;
  }
  out += "    got = [l.strip() for l in texts[@FAIL@].splitlines() if l.strip()]\n";
  if (!r.faithfulText.empty()) {
    std::map<std::string, int> good = lineCounts(r.faithfulText), bad = lineCounts(r.snapshotText);
    std::vector<std::pair<std::string, int>> differ;
    for (const auto &[line, n] : good)
      if (bad[line] != n)
        differ.emplace_back(line, n);
    for (const auto &[line, n] : bad)
      if (!good.count(line))
        differ.emplace_back(line, 0);
    if (!differ.empty()) {
      out += "    # Printed lines whose count differs between pipecheck's faulty pass and its\n"
             "    # faithful pass (faithful count expected; 0 = a line only the bug prints).\n"
             "    expected_counts = {\n";
      std::size_t shown = std::min<std::size_t>(differ.size(), 16);
      for (std::size_t i = 0; i < shown; ++i)
        out += "        " + pyString(differ[i].first) + ": " + std::to_string(differ[i].second) +
               ",\n";
      out += "    }\n"
             "    for line, count in expected_counts.items():\n"
             "        assert got.count(line) == count, f\"{line!r}: {got.count(line)} x, expected "
             "{count}\"\n";
      return out;
    }
  }
  out += "    # The exact output pipecheck's model of the passes printed and judged wrong.\n";
  out += "    judged_wrong = " + pythonTripleQuoted(r.snapshotText) + "\n";
  out += "    assert texts[@FAIL@] != judged_wrong, \"the output the property failed on\"\n";
  return out;
}

PytestAssertion make(std::string summary, bool faithful, std::string code) {
  return {std::move(summary), faithful, false, std::move(code)};
}

PytestAssertion ssaValid() {
  return make("no name is bound twice in one function of any pass output, and none is free", true, R"PY(    # SSA form (PyPTO's SSAForm verifier) on the printed text: the printer gives
    # every Var one name, so a name bound twice in one function (pl.yield_ lines,
    # which re-bind if/else and loop return vars, aside) is a Var defined twice.
    def bound_twice(text):
        dups, seen = [], set()
        for line in text.splitlines():
            s = line.strip()
            if s.startswith("def "):
                seen = set()
                continue
            names = []
            m = re.match(r"for\s+(.+?)\s+in\s", s)
            if m:
                names = re.findall(r"\w+", m.group(1))
            else:
                m = re.match(r"([\w, ]+?)(?::[^=]*)?\s=\s(?!pl\.yield_\()", s)
                if m and not s.startswith(("if ", "return ")):
                    names = [n.strip() for n in m.group(1).split(",")]
            for n in names:
                if n in seen:
                    dups.append(n)
                seen.add(n)
        return dups
    for name in list(texts)[1:]:
        assert not bound_twice(texts[name]), f"{name}: bound twice: {bound_twice(texts[name])}"
        # PyPTO's printer marks a used Var that nothing defines NAME__FREE_VAR.
        free = sorted(set(re.findall(r"\b\w+__FREE_VAR\b", texts[name])))
        assert not free, f"{name}: uses {free}, which nothing defines"
)PY");
}

PytestAssertion pipelineLoopValid() {
  return make("every pl.pipeline loop prints stage>=1 and no other loop carries pipeline_stages",
              true, std::string(kLoopHeaders) + R"PY(    # ForKind Pipeline exactly when pipeline_stages is set: a Pipeline loop
    # prints as pl.pipeline(..., stage=N) with N from pipeline_stages, any other
    # loop shows a pipeline_stages attr in its attrs dict.
    for name, text in texts.items():
        for s in loop_headers(text):
            if " in pl.pipeline(" in s:
                assert re.search(r"\bstage=[1-9]", s), f"{name}: Pipeline loop without pipeline_stages: {s}"
            else:
                assert '"pipeline_stages"' not in s, f"{name}: non-Pipeline loop with pipeline_stages: {s}"
)PY");
}

PytestAssertion normalizedStructure() {
  return make("no single-child or nested SeqStmts (ir.IRVisitor) and yields last in scope", true,
              R"PY(    # Normalized structure: SeqStmts do not print, so they are walked with
    # ir.IRVisitor; a yield must be the last statement of its block.
    class SeqShape(ir.IRVisitor):
        def __init__(self):
            super().__init__()
            self.bad = 0

        def visit_seq_stmts(self, op):
            if len(op.stmts) == 1 or any(isinstance(s, ir.SeqStmts) for s in op.stmts):
                self.bad += 1
            super().visit_seq_stmts(op)

    for name in list(snapshots)[1:]:
        shape = SeqShape()
        shape.visit_program(snapshots[name])
        assert shape.bad == 0, f"{name}: {shape.bad} single-child or nested SeqStmts"
        lines = [l for l in texts[name].splitlines() if l.strip()]
        for i, line in enumerate(lines[:-1]):
            if "pl.yield_(" in line:
                depth = len(line) - len(line.lstrip())
                nxt = lines[i + 1]
                assert len(nxt) - len(nxt.lstrip()) < depth, f"{name}: statement after a yield: {nxt.strip()}"
)PY");
}

PytestAssertion roundTrip() {
  return make("every snapshot prints, parses back structurally equal and re-prints identically",
              true, R"PY(    for name, prog in snapshots.items():
        try:
            again = pl.parse_program(texts[name], name + ".py")
        except Exception as e:  # PyPTO's parser rejects what PyPTO printed
            assert False, f"{name}: PyPTO cannot read this back: {type(e).__name__}: {e}"
        try:
            ir.assert_structural_equal(prog, again)
        except Exception as e:  # it reads back another program than the one it printed
            assert False, f"{name}: PyPTO reads this back as another program: {e}"
        assert ir.python_print(again, format=False) == texts[name], f"{name}: re-print differs"
)PY");
}

PytestAssertion idempotent(const Report &r) {
  if (std::find(r.input.passes.begin(), r.input.passes.end(), "lower_pipeline_loops") ==
      r.input.passes.end())
    return make("lower_pipeline_loops is not in the pass list", false,
                textAssertion(r, "the pass list does not run lower_pipeline_loops"));
  return make("lower_pipeline_loops on its own output changes nothing", true,
              R"PY(    lowered = snapshots["lower_pipeline_loops"]
    with passes.PassContext([], memory_planner=planner):
        again = passes.lower_pipeline_loops()(lowered)
    ir.assert_structural_equal(again, lowered)
    assert ir.python_print(again, format=False) == texts["lower_pipeline_loops"]
)PY");
}

PytestAssertion marker(const Report &r) {
  if (r.verdict.message.find("no Pipeline main loop") != std::string::npos)
    return make("the lowered output keeps a Pipeline main loop", false,
                textAssertion(r, "which lowered loop is the main loop of which source loop is "
                                 "not visible in the printed text"));
  return make("every pl.pipeline loop after lower_pipeline_loops is the stage=1 marker", true,
              std::string(kLoopHeaders) + R"PY(    names = list(texts)
    for name in names[names.index("lower_pipeline_loops"):]:
        for s in loop_headers(texts[name]):
            if " in pl.pipeline(" in s:
                assert re.search(r"\bstage=1\b", s), f"{name}: not a stage=1 marker: {s}"
)PY");
}

PytestAssertion membershipTags(const Report &r) {
  return make("the pipeline_membership attrs of the printed calls match the faithful pass", false,
              textAssertion(r, "which clone of which replicated region a call belongs to is "
                               "pipecheck's own reconstruction; the witness names the call"));
}

PytestAssertion accUntagged(const Report &r) {
  bool extracts = r.verdict.message.find("extract") != std::string::npos;
  if (extracts)
    return make("every tile.extract into Acc carries pipeline_membership", true,
                R"PY(    # Extracts into Acc are tagged in replicated regions.
    for line in texts["lower_pipeline_loops"].splitlines():
        if "pl.tile.extract(" in line and "pl.Mem.Acc" in line:
            assert "pipeline_membership" in line, f"untagged Acc extract: {line.strip()}"
)PY");
  return make("no tile.matmul/matmul_acc result in Acc carries pipeline_membership (no dbC)",
              true, R"PY(    # Matmul results into Acc are untagged unless the loop has
    # pipeline_double_buffer_c.
    assert "pipeline_double_buffer_c" not in texts["input"]
    for line in texts["lower_pipeline_loops"].splitlines():
        if re.search(r"pl\.tile\.matmul(_acc)?\(", line) and "pl.Mem.Acc" in line:
            assert "pipeline_membership" not in line, f"tagged Acc matmul: {line.strip()}"
)PY");
}

PytestAssertion pipelineResolved() {
  return make("after canonicalize_io_order no pl.pipeline loop and no pipeline_* loop attr", true,
              std::string(kLoopHeaders) + R"PY(    names = list(texts)
    for name in names[names.index("canonicalize_io_order"):]:
        for s in loop_headers(texts[name]):
            assert " in pl.pipeline(" not in s, f"{name}: Pipeline loop left: {s}"
            assert '"pipeline_' not in s, f"{name}: pipeline attr left: {s}"
)PY");
}

PytestAssertion crossCoreResolved() {
  return make("no loop whose body pushes and pops stays pl.pipeline after the skew", true,
              R"PY(    # A cross-core loop (tpush and tpop in its body) must not stay Pipeline
    # from skew_cross_core_pipeline on.
    def cross_core_pipelines(text):
        lines, bad = text.splitlines(), []
        for i, line in enumerate(lines):
            if " in pl.pipeline(" not in line:
                continue
            depth, body = len(line) - len(line.lstrip()), []
            for l in lines[i + 1:]:
                if l.strip() and len(l) - len(l.lstrip()) <= depth:
                    break
                body.append(l)
            body = "\n".join(body)
            if "tpush" in body and "tpop" in body:
                bad.append(line.strip())
        return bad
    names = list(texts)
    first = names.index("skew_cross_core_pipeline") if "skew_cross_core_pipeline" in names else 1
    for name in names[first:]:
        assert not cross_core_pipelines(texts[name]), f"{name}: {cross_core_pipelines(texts[name])}"
)PY");
}

PytestAssertion slotDistinct(const Report &r) {
  return make("every slotted MemRef index is loop_var % F, plus the faithful lines", false,
              R"PY(    # Z3 proves distinct slots for iterations less than F apart; Python checks
    # the literal index form pl.MemRef("...", slots=F)[v % F] and the witness text.
    for name, text in texts.items():
        for slots, index in re.findall(r"slots=(\d+)\)\[([^\]]*)\]", text):
            assert re.fullmatch(r"\w+ % " + slots, index.strip()), f"{name}: slot index {index}"
)PY" + textAssertion(r, "slot distinctness is a Z3 proof over all iterations"));
}

PytestAssertion cleanErrors() {
  PytestAssertion a = make("the pass list raises an exception with a non-empty message", false,
                           R"PY(    # pipecheck's pass failed without a proper diagnostic (see above); in
    # Python every failure is an exception, so the test asserts the run raises
    # and says why.
    assert str(excinfo.value).strip(), "an exception without a message"
)PY");
  a.expectsRaise = true;
  return a;
}

// The other direction: PyPTO (the given implementation) raised on a program
// pipecheck's model lowers through every pass. The model's acceptance is the
// contract's, so the test asserts that no pass raises: it fails, and the
// finding is reproduced, exactly when the real pass raises again.
PytestAssertion cleanErrorsGivenRaise(const Report &r) {
  PytestAssertion a = make("no pass raises on a program pipecheck's model lowers", true,
                           "    # pipecheck's model lowers this program through every pass, so the\n"
                           "    # contract accepts it; " + r.input.givenFailedPass +
                               " raising on it is a crash on valid input, or\n"
                               "    # an input rule the model does not know.\n" +
                               R"PY(    assert raised is None, f"{raised[0]} raised {type(raised[1]).__name__}: {raised[1]}"
)PY");
  a.catchesRaise = true;
  return a;
}

} // namespace

std::string pythonTripleQuoted(const std::string &text) {
  std::string out = "\"\"\"";
  for (unsigned char c : text) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '"')
      out += "\\\""; // never three quotes in a row
    else if (c == '\t')
      out += "\\t";
    else if (c < 0x20 && c != '\n')
      out += "?";
    else
      out += static_cast<char>(c);
  }
  return out + "\"\"\"";
}

std::string pytestName(const Report &r) {
  std::string n = "test_pipecheck_";
  for (char c : r.verdict.property)
    n += c == '-' ? '_' : c;
  return n + "_" + (r.hash.empty() ? reportHash(r) : r.hash);
}

PytestAssertion pytestAssertion(const Report &r) {
  const std::string &id = r.verdict.property;
  PytestAssertion a;
  if (id == "ssa-valid")
    a = ssaValid();
  else if (id == "pipeline-loop-valid")
    a = pipelineLoopValid();
  else if (id == "normalized-structure")
    a = normalizedStructure();
  else if (id == "round-trip")
    a = roundTrip();
  else if (id == "idempotent")
    a = idempotent(r);
  else if (id == "marker")
    a = marker(r);
  else if (id == "membership-tags")
    a = membershipTags(r);
  else if (id == "acc-untagged")
    a = accUntagged(r);
  else if (id == "pipeline-resolved")
    a = pipelineResolved();
  else if (id == "clean-errors")
    a = r.input.givenFailedPass.empty() ? cleanErrors() : cleanErrorsGivenRaise(r);
  else if (id == "cross-core-resolved")
    a = crossCoreResolved();
  else if (id == "slot-distinct")
    a = slotDistinct(r);
  else if (id == "iteration-coverage")
    a = make("the printed lines that show the iteration bug", false,
             textAssertion(r, "PyPTO has no interpreter; pipecheck ran source and output and "
                              "compared which source iterations each ran (trace diff below)"));
  else if (id == "iteration-proof")
    a = make("the printed lines that show the iteration bug", false,
             textAssertion(r, "the property is a Z3 proof over every value of the dynamic "
                              "bounds; the counterexample below is the bounds Z3 found"));
  else if (id == "differential" || id == "buffer-differential" || id == "window-differential" ||
           id == "skew-fifo-order")
    a = make("the printed lines that make the outputs differ", false,
             textAssertion(r, "PyPTO has no interpreter; pipecheck executed the source and the "
                              "snapshot on the inputs below and compared the values"));
  else if (id == "no-cross-stage-load-sharing" || id == "stage-depth" ||
           id == "acc-single-buffer" || id == "capacity")
    a = make("the printed MemRefs of the failing plan", false,
             textAssertion(r, "the buffer plan is judged against pipecheck's model of stages, "
                              "lifetimes and capacities, not visible as one Python predicate"));
  else if (id == "model-agrees")
    a = make("the lines where the real pass's output differs from pipecheck's model", false,
             textAssertion(r, "the property compares PyPTO's printed snapshot with pipecheck's "
                              "model of the pass (the unified diff below); a disagreement is a "
                              "gap in the model or a change in the real pass"));
  else
    a = make("the printed text of the failing snapshot", false,
             textAssertion(r, "no Python template for this property yet"));
  std::string fail = pyString(!r.verdict.pass.empty()     ? r.verdict.pass
                              : !r.snapshotName.empty() ? r.snapshotName
                                                        : std::string("input"));
  a.code = replaceAll(a.code, "@FAIL@", fail);
  if (a.faithful)
    a.code = witnessComment(r) + a.code;
  return a;
}

} // namespace pipecheck::report
