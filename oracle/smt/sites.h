// Iteration-space extraction: where, in a lowered function, does a clone of a
// source pipeline loop's body run, and for which iteration?
//
// Works from the IR alone (source and lowered may come from different
// implementations or from text), so it validates lowerings pipecheck did not
// produce.
//
// Scheme.
// 1. Source loops: per function, pre-order over statements; every ForStmt of
//    kind Pipeline with an integer pipeline_stages attr. Loops with F > 1 are
//    numbered 0, 1, ... (the id the reports use); F == 1 loops are numbered
//    separately and checked with the same machinery (the pass leaves them
//    alone, so their "lowering" must be the identity up to cloning).
// 2. Anchor: one statement of L's body standing for "iteration x of L runs".
//    It is the shallowest (then first) Assign or Eval statement, not under an
//    IfStmt inside L's body, that mentions L's loop variable directly; if none
//    exists, an IfStmt whose condition mentions it (matched on the condition
//    only). The source loops between L and the anchor form the chain: the
//    anchor runs once per tuple (x_L, x_chain...) of their loop variables.
//    The anchor must match exactly one statement of the source function
//    (itself), otherwise it is ambiguous. When the best candidate is
//    ambiguous or its sites cannot be attributed (step 4), the next one in
//    the same order is tried (Assign/Eval before If, shallowest first, then
//    pre-order): every candidate runs exactly once per iteration tuple of
//    its chain, so any of them is as good a witness; L is not checked when
//    none can be used (docs/iteration-proof-coverage.md). Last come the
//    body's top-level Assign/Eval statements that do not mention L's
//    variable: their clones can only be attributed to L's iterations by a
//    lowered loop with L's header (step 4) that directly encloses each of
//    them (a stage=1 loop the pass keeps, a demoted zero-trip loop). The other
//    statements are matched as a lowering may still change them: their
//    pipeline loop vars and iter_args match anything (a clone of
//    `if 0 // 4 < j_1` with j_1 := 4 reads `if 0 // 4 < 4`, which the anchor
//    `if j_1 < 4` matches with j_1 := 0 // 4: campaign seed 7 decoded that
//    clone as an extra iteration 0). The iteration-trace anchors use the
//    same rule.
// 3. Components: enclosing source loops of L (outermost first), then L, then
//    the chain. A site gives one lowered expression per component.
// 4. Sites: every lowered statement the anchor matches (clone_match.h),
//    except an If whose branches hold another statement the anchor matches:
//    that If is no clone but a container of clones, such as LowerPipelineLoops'
//    remainder cascade `if unroll_rem == 1:` (which the anchor `if i == 1`
//    matches with i := unroll_rem: a false "extra iteration" of a correct
//    lowering). A real clone cannot hold such a statement: the source anchor's
//    branches would hold one too, up to the wildcards of step 2. The
//    bindings give each component's expression when the anchor mentions its
//    variable; otherwise the component is attributed to an enclosing lowered
//    loop whose header (start, stop, step) matches the source loop's header
//    (that is how loops the pass does not replicate - range loops, stage=1
//    loops - reappear), innermost component first, each lowered loop at most
//    once: a loop is taken when a component's index is its variable, or
//    when the index of a component enclosing this one in the source depends
//    on it at all (an enclosing iteration cannot be a function of an inner
//    one's; `(j + 0) * 4` in a correct lowering's clone once gave i the
//    loop of j and a false "duplicate"). A loop whose variable the index of
//    an inner component names directly is passed over on a first scan and
//    taken only when a second scan finds nothing else (the inner main loop
//    of a stage=1 pipeline with the same header, whose clones read `j + 1`,
//    is the inner loop's, not the enclosing one's). A component that can be attributed neither way (e.g.
//    an enclosing F > 1 pipeline whose variable the anchor does not mention)
//    makes L "not checked".
// 5. Each site keeps its frames: the SeqStmts positions, ForStmts and IfStmt
//    branches from the function body down to it, which give both its path
//    condition and its static program order.
// 6. Count-only fallback. When no candidate of step 2 can be used, the body's
//    top-level Assign/Eval statements that do not use L's variable are
//    tried once more, first unambiguous one first, with L left unattributed:
//    every clone of such a statement is one execution of the body, but not
//    of a known iteration. The enclosing components are attributed as in
//    step 4, except that a component whose header more than one lowered loop
//    around the site matches makes L "not checked" (a main loop of L with an
//    enclosing loop's header must not be taken for it). The proof of such a
//    loop is a count (queries.h, Query::Count): per enclosing iteration, the
//    clones run exactly trip(L) times. It says nothing of which clone runs
//    which iteration, which is moot for the anchor (its clones are the same
//    statement whatever the iteration) and is differential's business for
//    the rest of the body.
// Assumptions and limits: the lowering clones statements as described in
// clone_match.h; loops are ForStmts with the semantics of range(); the anchor
// executes exactly once per iteration of its chain (it is not under an If in
// L's body). A proof is about the anchor's clones: a copy of the body whose
// anchor statement does not match (renamed definition, reshaped expression)
// is invisible, so it can make "missing" fail but never hides an extra
// iteration from a matching clone; that the other statements of each clone
// are intact is the differential oracle's business, not this one's.
#pragma once

#include <string>
#include <vector>

#include "core/ir/program.h"

namespace pipecheck::smt {

struct LoopId {
  std::string function;
  int index = 0;       // pre-order among this function's Pipeline loops with the same class
  int64_t stages = 0;  // F; F == 1 loops have their own numbering
  std::string str() const; // "main#0", "kernel#1", "main#s1.0" for a stage=1 loop
};

// One enclosing construct of a statement, outermost first.
struct Frame {
  enum class Kind { Seq, For, If } kind = Kind::Seq;
  const ir::Stmt *node = nullptr;
  int index = 0; // Seq: child position; If: 0 = then, 1 = else; For: 0
  const ir::ForStmt *forStmt() const;
  const ir::IfStmt *ifStmt() const;
  bool sameAs(const Frame &o) const { return kind == o.kind && node == o.node && index == o.index; }
};

struct Site {
  const ir::Stmt *stmt = nullptr;    // the lowered clone of the anchor
  std::vector<Frame> frames;         // from the lowered function body to stmt
  std::vector<ir::ExprPtr> index;    // one lowered expression per component
  // Count-only spaces: the position in frames of the one lowered loop around
  // the clone that no enclosing component accounts for (its trip count is
  // how often the clone runs per enclosing iteration), or -1 when none.
  int countFrame = -1;
};

struct LoopSpace {
  LoopId id;
  const ir::Program *sourceProgram = nullptr;
  const ir::Program *loweredProgram = nullptr;
  const ir::Function *source = nullptr;
  const ir::Function *lowered = nullptr; // null when the function is missing
  const ir::ForStmt *loop = nullptr;     // L in the source
  std::vector<Frame> outer;              // source frames around L (For/If/Seq)
  std::vector<const ir::ForStmt *> components; // enclosing loops, L, chain
  size_t loopComponent = 0;              // index of L in components
  const ir::Stmt *anchor = nullptr;
  // True when no anchor can tell L's iterations apart and the anchor is a
  // top-level statement of L's body that does not use L's variable (step 6):
  // sites have no index for L (index[loopComponent] is null), and only the
  // count query applies.
  bool countOnly = false;
  std::vector<Site> sites;
  std::string notChecked; // non-empty: why L cannot be checked
  std::string error;      // non-empty: malformed input (harness error)
};

// All pipeline loops of the source program with their sites in the lowered
// program (same function name).
std::vector<LoopSpace> extractLoopSpaces(const ir::Program &source, const ir::Program &lowered);

} // namespace pipecheck::smt
