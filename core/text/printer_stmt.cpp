// Statement and function printing.
//
// Statements are joined by "\n" with no trailing newline. Inside a for or if
// body only the last statement of the top-level sequence (or a lone yield)
// takes the assignment form with the OWNER's return vars (one var annotated,
// several bare); any other yield prints bare. A function body's top-level
// yield prints as `return`. An empty body prints `pass`. SubWorker functions
// (InCore, AIC, AIV, Group) have no `self`; everything else inside a program
// keeps it. A scope prints as a `with` header (see ScopeStmt in stmt.h) and
// its body one level deeper; yields inside it print bare, except in a
// trailing AUTO runtime scope of a for/if body, which PyPTO's printer
// descends into to give the owner's return vars.
#include "core/text/printer.h"
#include "core/text/printer_impl.h"

namespace pipecheck::text {
namespace {

using namespace ir;

std::string quotedFuncAttr(const std::string &s) {
  std::string r = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      r += '\\';
    r += c;
  }
  return r + "\"";
}

} // namespace

std::string Printer::varName(const Var *v) const {
  if (!v)
    return "<null>";
  std::string suffix = freeVars.count(v) ? "__FREE_VAR" : "";
  if (auto it = names.find(v); it != names.end())
    return it->second + suffix;
  if (auto it = dynNames.find(v); it != dynNames.end())
    return it->second;
  return v->name + suffix;
}

void Printer::buildNames(const std::vector<VarPtr> &params, const StmtPtr &body,
                         bool isFunction) {
  std::vector<const Var *> ordered;
  std::unordered_set<const Var *> paramSet;
  for (const auto &p : params) {
    ordered.push_back(p.get());
    paramSet.insert(p.get());
  }
  freeVars.clear();
  DefUse du = collectDefUse(body);
  ordered.insert(ordered.end(), du.defs.begin(), du.defs.end());
  ordered.insert(ordered.end(), du.uses.begin(), du.uses.end());
  if (isFunction)
    for (const Var *u : du.uses)
      if (!paramSet.count(u) && !du.defSet.count(u) && !dynNames.count(u))
        freeVars.insert(u);
  bodyDefs = std::move(du.defSet);
  std::vector<const Var *> filtered;
  for (const Var *v : ordered)
    if (!dynNames.count(v))
      filtered.push_back(v);
  names = buildRenameMap(filtered);
}

void Printer::newline() { out += "\n"; }
void Printer::ind() { out.append(static_cast<std::size_t>(indent) * 4, ' '); }

void Printer::comments(const Stmt &s) {
  for (const auto &c : s.comments) {
    out += "# " + c + "\n";
    ind();
  }
}

void Printer::values(const std::vector<ExprPtr> &vs) {
  for (std::size_t i = 0; i < vs.size(); ++i) {
    if (i)
      out += ", ";
    expr(vs[i]);
  }
}

void Printer::stmtBlock(const StmtPtr &s) {
  if (!s)
    return;
  if (const SeqStmts *seq = asSeq(s)) {
    for (std::size_t i = 0; i < seq->stmts.size(); ++i) {
      stmtBlock(seq->stmts[i]);
      if (i + 1 < seq->stmts.size())
        newline();
    }
    return;
  }
  ind();
  comments(*s);
  stmt(*s);
}

void Printer::yieldAssign(const YieldStmt &y, const std::vector<VarPtr> &returnVars) {
  ind();
  comments(y);
  if (!y.values.empty() && !returnVars.empty()) {
    if (returnVars.size() == 1) {
      out += varName(returnVars[0].get()) + ": " + type(returnVars[0]->type);
    } else {
      for (std::size_t i = 0; i < returnVars.size(); ++i)
        out += (i ? ", " : "") + varName(returnVars[i].get());
    }
    out += " = ";
  }
  out += "pl.yield_(";
  values(y.values);
  out += ")";
}

void Printer::body(const StmtPtr &b, const std::vector<VarPtr> &returnVars) {
  if (!b) {
    ind();
    out += "pass";
    return;
  }
  if (const SeqStmts *seq = asSeq(b); seq && seq->stmts.size() == 1) {
    body(seq->stmts[0], returnVars);
    return;
  }
  if (const YieldStmt *y = asYield(b)) {
    yieldAssign(*y, returnVars);
    return;
  }
  if (const ScopeStmt *sc = asScope(b);
      sc && sc->scopeKind == ScopeKind::Runtime && !sc->manual && !returnVars.empty()) {
    ind();
    comments(*sc);
    scopeStmt(*sc, returnVars);
    return;
  }
  const SeqStmts *seq = asSeq(b);
  if (!seq) {
    stmtBlock(b);
    return;
  }
  if (seq->stmts.empty()) {
    ind();
    out += "pass";
    return;
  }
  for (std::size_t i = 0; i < seq->stmts.size(); ++i) {
    const StmtPtr &s = seq->stmts[i];
    bool last = i + 1 == seq->stmts.size();
    const ScopeStmt *sc = asScope(s);
    if (const YieldStmt *y = asYield(s)) {
      yieldAssign(*y, last ? returnVars : std::vector<VarPtr>{});
    } else if (last && sc && sc->scopeKind == ScopeKind::Runtime && !sc->manual &&
               !returnVars.empty()) {
      // PyPTO descends into a trailing AUTO runtime scope to find the yield.
      ind();
      comments(*sc);
      scopeStmt(*sc, returnVars);
    } else {
      stmtBlock(s);
    }
    if (!last)
      newline();
  }
}

void Printer::forStmt(const ForStmt &f) {
  out += "for " + varName(f.loopVar.get());
  if (!f.iterArgs.empty()) {
    out += ", (";
    for (std::size_t i = 0; i < f.iterArgs.size(); ++i)
      out += (i ? ", " : "") + varName(f.iterArgs[i].get());
    if (f.iterArgs.size() == 1)
      out += ",";
    out += ")";
  }
  out += " in pl." + std::string(name(f.forKind)) + "(";
  auto isIndexConst = [](const ExprPtr &e, int64_t v) {
    const ConstInt *c = asConstInt(e);
    return c && c->value == v && c->dtype() == DataType::INDEX;
  };
  bool startZero = isIndexConst(f.start, 0), stepOne = isIndexConst(f.step, 1);
  if (startZero && stepOne) {
    expr(f.stop);
  } else if (stepOne) {
    expr(f.start);
    out += ", ";
    expr(f.stop);
  } else {
    expr(f.start);
    out += ", ";
    expr(f.stop);
    out += ", ";
    expr(f.step);
  }
  if (f.forKind == ForKind::Pipeline)
    out += ", stage=" +
           std::to_string(getAttr<int64_t>(f.attrs, kPipelineStagesAttr).value_or(0));
  if (!f.iterArgs.empty()) {
    out += ", init_values=(";
    for (std::size_t i = 0; i < f.iterArgs.size(); ++i) {
      if (i)
        out += ", ";
      expr(f.iterArgs[i]->init);
    }
    if (f.iterArgs.size() == 1)
      out += ",";
    out += ")";
  }
  AttrList shown;
  for (const auto &kv : f.attrs)
    if (!(f.forKind == ForKind::Pipeline && kv.first == kPipelineStagesAttr))
      shown.push_back(kv);
  if (!shown.empty()) {
    out += ", ";
    attrDict(shown);
  }
  out += "):\n";
  ++indent;
  body(f.body, f.returnVars);
  --indent;
}

void Printer::ifStmt(const IfStmt &s) {
  out += "if ";
  expr(s.cond);
  out += ":\n";
  ++indent;
  body(s.thenBody, s.returnVars);
  --indent;
  if (s.elseBody) {
    newline();
    ind();
    out += "else:\n";
    ++indent;
    body(s.elseBody, s.returnVars);
    --indent;
  }
}

void Printer::scopeStmt(const ScopeStmt &s, const std::vector<VarPtr> &returnVars) {
  std::vector<std::string> kw;
  auto nameHint = [&] {
    if (!s.nameHint.empty())
      kw.push_back("name_hint=" + quotedFuncAttr(s.nameHint));
  };
  std::string head;
  switch (s.scopeKind) {
  case ScopeKind::InCore:
    head = "pl.at";
    kw.push_back("level=pl.Level.CORE_GROUP");
    if (s.split != SplitMode::NONE)
      kw.push_back("optimizations=[pl.split(pl.SplitMode." + std::string(name(s.split)) + ")]");
    nameHint();
    break;
  case ScopeKind::Hierarchy:
    head = "pl.at";
    if (s.level)
      kw.push_back("level=pl.Level." + std::string(name(*s.level)));
    if (s.role)
      kw.push_back("role=pl.Role." + std::string(name(*s.role)));
    nameHint();
    break;
  case ScopeKind::Cluster:
    head = "pl.cluster";
    nameHint();
    break;
  case ScopeKind::Spmd:
    head = "pl.spmd";
    kw.push_back(s.coreNum ? exprString(s.coreNum) : "<null>");
    if (s.syncStart)
      kw.push_back("sync_start=True");
    nameHint();
    break;
  case ScopeKind::Runtime:
    head = "pl.scope";
    if (s.manual)
      kw.push_back("mode=pl.ScopeMode.MANUAL");
    break;
  case ScopeKind::SplitAiv: {
    out += "for " + (s.laneVars.empty() ? std::string("_") : varName(s.laneVars[0].get())) +
           " in pl.split_aiv(" + std::to_string(s.count) + ", mode=pl.SplitMode." +
           std::string(name(s.split)) + "):\n";
    ++indent;
    body(s.body, returnVars);
    --indent;
    return;
  }
  case ScopeKind::CommDomain: // never built by the parser; printed recognisably
    head = "pl." + std::string(name(s.scopeKind));
    break;
  }
  out += "with " + head + "(";
  for (std::size_t i = 0; i < kw.size(); ++i)
    out += (i ? ", " : "") + kw[i];
  out += "):\n";
  ++indent;
  body(s.body, returnVars);
  --indent;
}

void Printer::stmt(const Stmt &s) {
  switch (s.kind) {
  case StmtKind::Seq: { // only reached for a root SeqStmts; stmtBlock splices nested ones
    const auto &seq = static_cast<const SeqStmts &>(s);
    for (std::size_t i = 0; i < seq.stmts.size(); ++i) {
      if (i)
        newline();
      stmtBlock(seq.stmts[i]);
    }
    return;
  }
  case StmtKind::Assign: {
    const auto &a = static_cast<const AssignStmt &>(s);
    out += varName(a.var.get()) + ": " + type(a.var ? a.var->type : nullptr) + " = ";
    expr(a.value);
    return;
  }
  case StmtKind::Eval:
    expr(static_cast<const EvalStmt &>(s).expr);
    return;
  case StmtKind::Yield:
    out += "pl.yield_(";
    values(static_cast<const YieldStmt &>(s).values);
    out += ")";
    return;
  case StmtKind::Return: {
    const auto &r = static_cast<const ReturnStmt &>(s);
    out += "return";
    if (!r.values.empty()) {
      out += " ";
      values(r.values);
    }
    return;
  }
  case StmtKind::For:
    forStmt(static_cast<const ForStmt &>(s));
    return;
  case StmtKind::If:
    ifStmt(static_cast<const IfStmt &>(s));
    return;
  case StmtKind::Scope:
    scopeStmt(static_cast<const ScopeStmt &>(s), {});
    return;
  }
}

void Printer::function(const Function &f) {
  buildNames(f.params, f.body, true);
  ind();
  out += "@pl.function";
  std::vector<std::string> deco;
  if (f.funcType != FunctionType::Opaque)
    deco.push_back("type=pl.FunctionType." + std::string(name(f.funcType)));
  if (auto l = f.level())
    deco.push_back("level=pl.Level." + std::string(name(*l)));
  if (auto r = f.role())
    deco.push_back("role=pl.Role." + std::string(name(*r)));
  if (getAttr<bool>(f.attrs, "auto_scope") == std::optional<bool>(false))
    deco.push_back("auto_scope=False");
  if (auto src = getAttr<std::string>(f.attrs, "external_source"))
    deco.push_back("external_source=" + quotedFuncAttr(*src));
  if (!deco.empty()) {
    out += "(";
    for (std::size_t i = 0; i < deco.size(); ++i)
      out += (i ? ", " : "") + deco[i];
    out += ")";
  }
  newline();
  ind();
  out += "def " + f.name + "(";
  bool subWorker = f.role() == std::optional<Role>(Role::SubWorker);
  bool self = inProgram && !subWorker;
  if (self)
    out += "self";
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    if (i > 0 || self)
      out += ", ";
    const VarPtr &p = f.params[i];
    out += varName(p.get()) + ": ";
    ParamDirection d = i < f.directions.size() ? f.directions[i] : ParamDirection::In;
    std::string t = type(p ? p->type : nullptr);
    if (d == ParamDirection::InOut)
      out += "pl.InOut[" + t + "]";
    else if (d == ParamDirection::Out)
      out += "pl.Out[" + t + "]";
    else
      out += t;
  }
  out += ")";
  if (f.returnTypes.size() == 1) {
    out += " -> " + type(f.returnTypes[0]);
  } else if (!f.returnTypes.empty()) {
    out += " -> tuple[";
    for (std::size_t i = 0; i < f.returnTypes.size(); ++i)
      out += (i ? ", " : "") + type(f.returnTypes[i]);
    out += "]";
  }
  out += ":\n";
  ++indent;
  AttrList shownAttrs;
  for (const auto &kv : f.attrs) {
    if (kv.first == "auto_scope" || kv.first == "external_source")
      continue;
    if (kv.first == "split" && getAttr<int64_t>(f.attrs, "split") == std::optional<int64_t>(0))
      continue;
    shownAttrs.push_back(kv);
  }
  if (!shownAttrs.empty()) {
    ind();
    out += "pl.func_attr({";
    for (std::size_t i = 0; i < shownAttrs.size(); ++i) {
      out += (i ? ", " : "") + quotedFuncAttr(shownAttrs[i].first) + ": ";
      const int64_t *split = std::get_if<int64_t>(&shownAttrs[i].second);
      if (shownAttrs[i].first == "split" && split && *split >= 0 && *split <= 2)
        out += "pl.SplitMode." + std::string(name(static_cast<SplitMode>(*split)));
      else
        attrValue(shownAttrs[i].second);
    }
    out += "})\n";
  }
  std::vector<StmtPtr> stmts = f.body && asSeq(f.body) ? asSeq(f.body)->stmts
                                                        : std::vector<StmtPtr>{f.body};
  if (!f.body || stmts.empty()) {
    ind();
    out += "pass";
  }
  for (std::size_t i = 0; f.body && i < stmts.size(); ++i) {
    if (const YieldStmt *y = asYield(stmts[i])) {
      ind();
      comments(*y);
      out += "return";
      if (!y->values.empty()) {
        out += " ";
        values(y->values);
      }
    } else {
      stmtBlock(stmts[i]);
    }
    if (i + 1 < stmts.size())
      newline();
  }
  --indent;
}

} // namespace pipecheck::text
