// Module, class and function level of the elaborator, and parseProgram().
//
// A module holds `import pypto.language as pl`, optional `N = pl.dynamic("N")`
// symbols and exactly one @pl.program class of @pl.function methods. All
// signatures are elaborated before any body, so a call may name a function
// defined later in the class. A decorator's level= and role= must agree with
// the ones derived from type= (PyPTO validates them the same way); `self` is
// optional on every function; pl.func_attr({...}) as the first statement of
// a body sets the function attrs.
#include <algorithm>

#include "core/text/parser_impl.h"
#include "core/text/printed_hints.h"
#include "core/text/syntax.h"

namespace pipecheck::text {
namespace {

using namespace ir;
using VK = Value::Kind;

} // namespace

Status Elaborator::moduleStatement(const AstStmt &s, const AstStmt *&cls) {
  switch (s.kind) {
  case AstStmtKind::Import:
    if (s.name == "pypto.language.distributed" && (s.alias.empty() || s.alias == "pld"))
      return okStatus(); // pld.* names are read whether or not it is imported (PyPTO prints none)
    if (s.name != "pypto.language")
      return err(s.pos, "unsupported import '" + s.name + "' (expected pypto.language)");
    if (s.alias.empty())
      return err(s.pos, "import pypto.language needs an alias: import pypto.language as pl");
    plAlias_ = s.alias;
    return okStatus();
  case AstStmtKind::Pass: return okStatus();
  case AstStmtKind::Expr:
    if (s.value->kind == AstKind::Str)
      return okStatus();
    break;
  case AstStmtKind::Assign: {
    const AstExpr &v = *s.value;
    if (s.target->kind != AstKind::Name || v.kind != AstKind::Call ||
        dotted(*v.items[0]) != "pl.dynamic")
      break;
    if (v.items.size() != 2 || v.items[1]->kind != AstKind::Str || !v.kwargs.empty())
      return err(v.pos, "pl.dynamic() takes one string argument", "ParserTypeError");
    if (dyn_.count(s.target->name))
      return err(s.pos, "dynamic dimension '" + s.target->name + "' is declared twice");
    VarPtr var = makeVar(v.items[1]->name, makeScalarType(DataType::INDEX), loc(s.target->pos));
    dyn_[s.target->name] = var;
    dynOrder_.push_back(var);
    return okStatus();
  }
  case AstStmtKind::ClassDef: {
    bool isProgram = false;
    for (const auto &d : s.decorators) {
      const AstExpr &callee = d->kind == AstKind::Call ? *d->items[0] : *d;
      if (dotted(callee) != "pl.program")
        return err(d->pos, "unsupported class decorator");
      if (d->kind == AstKind::Call) {
        if (d->items.size() > 1)
          return err(d->pos, "@pl.program takes keyword arguments only");
        for (const auto &kv : d->kwargs)
          if (kv.first != "strict_ssa")
            return err(kv.second->pos, "unexpected keyword '" + kv.first + "' for @pl.program");
      }
      isProgram = true;
    }
    if (!isProgram)
      return err(s.pos, "a class must be decorated with @pl.program");
    if (cls)
      return err(s.pos, "only one @pl.program class is supported per file");
    cls = &s;
    return okStatus();
  }
  case AstStmtKind::FunctionDef:
    return err(s.pos, "functions must be defined inside the @pl.program class");
  default: break;
  }
  return err(s.pos, "unsupported statement at module level");
}

Res<FuncSig> Elaborator::signature(const AstStmt &def) {
  FuncSig sig;
  sig.name = def.name;
  sig.def = &def;
  if (def.decorators.size() != 1)
    return err(def.pos, "a method needs exactly one @pl.function decorator");
  const AstExpr &d = *def.decorators[0];
  const AstExpr &callee = d.kind == AstKind::Call ? *d.items[0] : d;
  if (dotted(callee) != "pl.function")
    return err(d.pos, "a method needs exactly one @pl.function decorator");
  std::optional<Level> level;
  std::optional<Role> role;
  if (d.kind == AstKind::Call) {
    if (d.items.size() > 1)
      return err(d.pos, "@pl.function takes keyword arguments only");
    for (const auto &[key, v] : d.kwargs) {
      if (key == "attrs" && v->kind == AstKind::Dict)
        continue; // read with the body (functionBody)
      Value val = PC_TRY(eval(*v));
      auto enumOf = [&](EnumFamily f) { return val.kind == VK::Enum && val.e.family == f; };
      if (key == "type" && enumOf(EnumFamily::FuncType))
        sig.type = static_cast<FunctionType>(val.e.value);
      else if (key == "level" && enumOf(EnumFamily::Level))
        level = static_cast<Level>(val.e.value);
      else if (key == "role" && enumOf(EnumFamily::Role))
        role = static_cast<Role>(val.e.value);
      else if (key == "strict_ssa" && val.kind == VK::Bool)
        continue;
      else if ((key == "auto_scope" && val.kind == VK::Bool) ||
               (key == "external_source" && val.kind == VK::Str))
        continue; // function attrs, read with the body (functionBody)
      else
        return err(v->pos, "invalid @pl.function argument '" + key + "'");
    }
  }
  Function probe;
  probe.funcType = sig.type;
  // A type that derives its level and role must agree with the decorator;
  // one that derives none (Opaque, Spmd, Inline) keeps what is written.
  if (level && probe.level() && probe.level() != level)
    return err(d.pos, "level= does not match the level of type=pl.FunctionType." +
                          std::string(name(sig.type)));
  if (role && probe.role() && probe.role() != role)
    return err(d.pos, "role= does not match the role of type=pl.FunctionType." +
                          std::string(name(sig.type)));
  sig.decoratorLevel = level;
  if (!probe.level())
    sig.explicitLevel = level;
  if (!probe.role())
    sig.explicitRole = role;

  pushScope();
  for (std::size_t k = 0; k < def.params.size(); ++k) {
    const AstParam &p = def.params[k];
    if (k == 0 && p.name == "self" && !p.annotation)
      continue;
    if (!p.annotation) {
      popScope(false);
      return err(p.pos, "parameter '" + p.name + "' needs a type annotation", "ParserTypeError");
    }
    const AstExpr *ann = p.annotation.get();
    ParamDirection dir = ParamDirection::In;
    if (ann->kind == AstKind::Subscript) {
      auto head = dotted(*ann->items[0]);
      if (head == "pl.Out" || head == "pl.InOut") {
        dir = head == "pl.Out" ? ParamDirection::Out : ParamDirection::InOut;
        ann = ann->items[1].get();
      }
    }
    auto at = annotation(*ann);
    if (!at.ok()) {
      popScope(false);
      return at.error();
    }
    if (lookup(p.name) && scopes_.back().count(p.name)) {
      popScope(false);
      return err(p.pos, "duplicate parameter '" + p.name + "'");
    }
    VarPtr var = makeVar(p.name, at.value().type, loc(p.pos));
    bind(p.name, var);
    sig.params.push_back(var);
    sig.directions.push_back(dir);
  }
  popScope(false);
  if (def.returns && def.returns->kind != AstKind::None) {
    const AstExpr &r = *def.returns;
    if (r.kind == AstKind::Subscript && dotted(*r.items[0]) == "tuple") {
      AnnotatedType all = PC_TRY(annotation(r));
      sig.returnTypes = asTuple(all.type)->types;
    } else {
      sig.returnTypes.push_back(PC_TRY(annotation(r)).type);
    }
  }
  return sig;
}

Res<FunctionPtr> Elaborator::functionBody(const FuncSig &sig) {
  auto f = std::make_shared<Function>();
  f->name = sig.name;
  f->funcType = sig.type;
  f->explicitLevel = sig.explicitLevel;
  f->explicitRole = sig.explicitRole;
  f->params = sig.params;
  f->directions = sig.directions;
  f->returnTypes = sig.returnTypes;
  f->loc = loc(sig.def->pos);
  const AstExpr &d = *sig.def->decorators[0];
  if (d.kind == AstKind::Call) {
    for (const auto &[key, v] : d.kwargs) {
      if (key == "attrs") {
        AttrList attrs = PC_TRY(attrDict(*v, false));
        f->attrs.insert(f->attrs.end(), attrs.begin(), attrs.end());
      } else if (key == "auto_scope" || key == "external_source") {
        Value val = PC_TRY(eval(*v));
        if (val.kind == VK::Bool)
          f->attrs.emplace_back(key, AttrValue(std::in_place_type<bool>, val.b));
        else if (val.kind == VK::Str)
          f->attrs.emplace_back(key, AttrValue(std::in_place_type<std::string>, val.s));
      }
    }
  }

  scopes_.clear();
  freeVars_.clear();
  boundInFunction_.clear();
  bodyType_ = sig.type;
  bodyLevel_ = sig.decoratorLevel;
  deviceScopes_ = 0;
  pushScope();
  for (const auto &p : sig.params)
    bind(p->name, p);
  const auto &stmts = sig.def->body;
  std::size_t first = 0;
  while (first < stmts.size() && stmts[first]->kind == AstStmtKind::Expr &&
         stmts[first]->value->kind == AstKind::Str)
    ++first; // docstring
  if (first < stmts.size() && stmts[first]->kind == AstStmtKind::Expr) {
    const AstExpr &e = *stmts[first]->value;
    if (e.kind == AstKind::Call && dotted(*e.items[0]) == "pl.func_attr") {
      if (e.items.size() != 2 || !e.kwargs.empty())
        return err(e.pos, "pl.func_attr() takes one dict argument");
      AttrList attrs = PC_TRY(attrDict(*e.items[1], false));
      f->attrs.insert(f->attrs.end(), attrs.begin(), attrs.end());
      ++first;
    }
  }
  std::vector<StmtPtr> body;
  for (std::size_t k = first; k < stmts.size(); ++k)
    PC_TRY(statement(*stmts[k], body));
  f->body = flattenSeq(body, f->loc);
  scopes_.clear();
  return FunctionPtr(f);
}

Res<ProgramPtr> Elaborator::program(const std::vector<AstStmtPtr> &module) {
  const AstStmt *cls = nullptr;
  for (const auto &s : module)
    PC_TRY(moduleStatement(*s, cls));
  if (!cls)
    return err({1, 1}, "no @pl.program class found");
  std::vector<const AstStmt *> defs;
  for (const auto &s : cls->body) {
    if (s->kind == AstStmtKind::FunctionDef)
      defs.push_back(s.get());
    else if (s->kind == AstStmtKind::Pass ||
             (s->kind == AstStmtKind::Expr && s->value->kind == AstKind::Str))
      continue;
    else
      return err(s->pos, "a @pl.program class may only contain @pl.function methods");
  }
  for (const AstStmt *d : defs) {
    if (funcs_.count(d->name))
      return err(d->pos, "function '" + d->name + "' is defined twice");
    funcs_[d->name] = PC_TRY(signature(*d));
  }
  std::vector<FunctionPtr> functions;
  for (const AstStmt *d : defs)
    functions.push_back(PC_TRY(functionBody(funcs_[d->name])));
  if (!pending_.empty()) {
    auto first = std::min_element(pending_.begin(), pending_.end(), [](const auto &a, const auto &b) {
      return std::pair(a.second.pos.line, a.second.pos.col) <
             std::pair(b.second.pos.line, b.second.pos.col);
    });
    return err(first->second.pos, "name '" + first->first + "' is not defined", "ParserNameError");
  }
  return makeProgram(cls->name, std::move(functions), dynOrder_);
}

Res<ProgramPtr> parseProgram(std::string_view text, std::string_view fileName,
                             ParseOptions options) {
  AstArena arena;
  std::vector<AstStmtPtr> module = PC_TRY(parseSyntax(text, fileName, arena));
  Elaborator el(fileName, options);
  ProgramPtr program = PC_TRY(el.program(module));
  if (options.hintsFromPrinter)
    recoverPrinterHints(*program, text);
  return program;
}

} // namespace pipecheck::text
