// The op registry: reads the rows of core/ir/ops.def (every PyPTO op) into
// OpInfo entries and attaches each row's result-type rule (its family's, or
// the one its `type=` flag names: type_rules.h). See op_registry.h for the
// columns.
#include "core/ir/op_registry.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/ir/builder.h"
#include "core/ir/enums.h"
#include "core/ir/type_rules.h"

namespace pipecheck::ir {
namespace {

// No rule in the table: the assignment's annotation gives the type.
Result<TypePtr> inferUnknown(const std::vector<ExprPtr> &, const AttrList &) {
  return makeUnknownType();
}

// ---- reading ops.def rows ----

std::vector<std::string> words(std::string_view s, char sep = ' ') {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      if (!cur.empty() || sep != ' ')
        out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty() || (sep != ' ' && !s.empty()))
    out.push_back(cur);
  return out;
}

MemorySpace spaceNamed(const std::string &s) {
  for (int i = 0; i <= static_cast<int>(MemorySpace::RightScale); ++i)
    if (name(static_cast<MemorySpace>(i)) == s)
      return static_cast<MemorySpace>(i);
  throw std::logic_error("ops.def: unknown memory space '" + s + "'");
}

ArgKind kindNamed(char k) {
  switch (k) {
  case 'T': return ArgKind::Tile;
  case 'N': return ArgKind::Tensor;
  case 'S': return ArgKind::Scalar;
  case 'L': return ArgKind::Tuple;
  default: return ArgKind::Any;
  }
}

// A KWARGS default: an integer, False/True, a 'string', a memory space, a
// dtype, or Family.value for the other enums PyPTO's wrappers default to.
AttrValue kwargDefault(const std::string &op, const std::string &d) {
  if (d.size() >= 2 && d.front() == '\'' && d.back() == '\'')
    return AttrValue(std::in_place_type<std::string>, d.substr(1, d.size() - 2));
  if (d == "False" || d == "True")
    return AttrValue(std::in_place_type<bool>, d == "True");
  if (!d.empty() && (std::isdigit(static_cast<unsigned char>(d[0])) || d[0] == '-'))
    return AttrValue(std::in_place_type<int64_t>, std::stoll(d));
  if (auto dt = parseDataType(d))
    return AttrValue(*dt);
  if (auto ms = parseMemorySpace(d))
    return AttrValue(*ms);
  std::size_t dot = d.find('.');
  std::string family = d.substr(0, dot), value = dot == std::string::npos ? "" : d.substr(dot + 1);
  if (family == "PadValue")
    if (auto v = parsePadValue(value))
      return AttrValue(*v);
  if (family == "TensorLayout")
    if (auto v = parseTensorLayout(value))
      return AttrValue(*v);
  if (family == "TileLayout")
    if (auto v = parseTileLayout(value))
      return AttrValue(*v);
  throw std::logic_error("ops.def: unreadable kwarg default '" + d + "' on " + op);
}

// The KWARGS column (see op_registry.h): kwarg specs in print order, and the
// DSL's positional parameters (ARGS, minus `@` and `^` args, then the
// kwargs before `*`, `@` and `^` args where they stand), and the positional
// args as the printer writes them (ARGS minus `@` args).
void readKwargs(OpInfo &info, const char *column) {
  std::vector<std::string> positional;
  auto isPlaced = [&](const std::string &arg, char mark) {
    for (const std::string &k : words(column))
      if (k == mark + arg)
        return true;
    return false;
  };
  for (const ArgSpec &a : info.argSpecs) {
    if (isPlaced(a.name, '@'))
      continue;
    info.printedPositional.push_back(a.name);
    if (!isPlaced(a.name, '^'))
      positional.push_back(a.name);
  }
  bool keywordOnly = false;
  for (const std::string &k : words(column)) {
    if (k == "*") {
      keywordOnly = true;
      continue;
    }
    if (k[0] == '^') { // an IR arg whose DSL position is here, printed positionally
      bool known = false;
      for (const ArgSpec &a : info.argSpecs)
        known = known || a.name == k.substr(1);
      if (!known)
        throw std::logic_error("ops.def: '" + k + "' names no arg of " + info.name);
      if (!keywordOnly)
        positional.push_back(k.substr(1));
      continue;
    }
    KwargSpec spec;
    if (k[0] == '@') {
      spec.name = k.substr(1);
      for (std::size_t i = 0; i < info.argSpecs.size(); ++i)
        if (info.argSpecs[i].name == spec.name)
          spec.argIndex = static_cast<int>(i);
      if (spec.argIndex < 0)
        throw std::logic_error("ops.def: '" + k + "' names no arg of " + info.name);
    } else {
      std::size_t eq = k.find('='), q = k.find('?');
      spec.name = k.substr(0, std::min(eq, q));
      if (q != std::string::npos)
        spec.omit = eq == std::string::npos ? KwargSpec::Omit::WhenNone
                                             : KwargSpec::Omit::WhenDefault;
      if (eq != std::string::npos)
        spec.deflt = kwargDefault(info.name, k.substr(eq + 1));
      info.kwargs.push_back(spec.name);
    }
    if (!keywordOnly)
      positional.push_back(spec.name);
    info.kwargSpecs.push_back(std::move(spec));
  }
  info.dslPositional = std::move(positional);
}

struct Row {
  const char *name;
  OpFamily family;
  const char *args, *kwargs, *inSpaces, *outMemory, *effects, *channel, *flags;
};

const Row kRows[] = {
#define PC_OP(NAME, FAMILY, ARGS, KWARGS, IN, OUT, EFF, CHAN, FLAGS)                            \
  {NAME, OpFamily::FAMILY, ARGS, KWARGS, IN, OUT, EFF, CHAN, FLAGS},
#include "core/ir/ops.def"
#undef PC_OP
};

OpInfo infoFromRow(const Row &r) {
  OpInfo info;
  info.name = r.name;
  info.family = r.family;
  for (const std::string &a : words(r.args)) {
    if (a == "*") {
      info.variadic = true;
      continue;
    }
    // name:K, then "?" (optional), "=arg" (its default), "@T" (a literal's
    // type), "!" (a number literal only).
    std::size_t colon = a.find(':');
    ArgSpec spec{a.substr(0, colon), kindNamed(a[colon + 1]), false, {}, {}, false};
    for (std::size_t i = colon + 2; i < a.size();) {
      char mark = a[i];
      std::size_t end = a.find_first_of("?=@!", i + 1);
      std::string word = a.substr(i + 1, end == std::string::npos ? end : end - i - 1);
      if (mark == '?')
        spec.optional = true;
      else if (mark == '=')
        spec.defaultFrom = word;
      else if (mark == '@')
        spec.literalType = word;
      else if (mark == '!')
        spec.literalOnly = true;
      else
        throw std::logic_error("ops.def: unreadable arg '" + a + "' on " + info.name);
      i = end == std::string::npos ? a.size() : end;
    }
    if (spec.optional)
      ++info.optionalArgs;
    else
      info.args.push_back(spec.kind);
    info.argSpecs.push_back(std::move(spec));
  }
  readKwargs(info, r.kwargs);
  std::string in = r.inSpaces, out = r.outMemory;
  info.memorySpecDeclared = out != "-";
  if (in != "-" && !in.empty())
    for (const std::string &group : words(in, ';')) {
      std::vector<MemorySpace> allowed;
      for (const std::string &s : words(group, '|'))
        if (!s.empty())
          allowed.push_back(spaceNamed(s));
      info.inputSpaces.push_back(std::move(allowed));
    }
  if (out == "-")
    info.outMemoryRule = OutMemoryRule::NoSpec;
  else if (out == "none")
    info.outMemoryRule = OutMemoryRule::None;
  else if (out == "inherit")
    info.outMemoryRule = OutMemoryRule::InheritFromInput;
  else if (out == "deferred")
    info.outMemoryRule = OutMemoryRule::Deferred;
  else {
    info.outMemoryRule = OutMemoryRule::Fixed;
    // An op with a target_memory kwarg places its result where the kwarg
    // says; the spec's space is only its default.
    bool targeted = false;
    for (const std::string &k : info.kwargs)
      targeted |= k == "target_memory";
    if (!targeted)
      info.outMemory = spaceNamed(out);
  }
  for (const std::string &e : words(r.effects, ',')) {
    std::size_t colon = e.find(':');
    std::string what = e.substr(colon + 1);
    ArgEffect eff = what == "R" ? ArgEffect::Read : what == "W" ? ArgEffect::Write
                                                                : ArgEffect::ReadWrite;
    info.effects.emplace_back(std::stoi(e.substr(0, colon)), eff);
  }
  std::string ch = r.channel;
  info.writeChannel = ch == "Dma"      ? WriteChannel::Dma
                      : ch == "Scalar" ? WriteChannel::Scalar
                                       : WriteChannel::None;
  for (const std::string &f : words(r.flags)) {
    if (f == "load") info.isLoad = true;
    else if (f == "store") info.isStore = true;
    else if (f == "write") info.isElementWrite = true;
    else if (f == "move") info.isMove = true;
    else if (f == "push") info.isPush = true;
    else if (f == "pop") info.isPop = true;
    else if (f == "free") info.isFree = true;
    else if (f == "view") info.isAliasView = true;
    else if (f == "cube") info.isCubeOp = true;
    else if (f == "fresh") info.notInplaceSafe = true;
    else if (f == "retargetinput") info.retargetsInput = true;
    else if (f == "ownresult") info.resultOwnsBuffer = true;
    else if (f == "scratchlast") info.lastArgIsScratch = true;
    else if (f == "floatonly") info.floatOnly = true;
    else if (f == "intonly") info.intOnly = true;
    else if (f == "divisor") info.divides = true;
    else if (f == "dquote") info.doubleQuotedStrings = true;
    else if (f == "hostonly") info.hostOnly = true;
    else if (f == "namedbyassign") info.namedByAssignment = true;
    else if (f == "samedtype") info.sameDtype = OpInfo::SameDtype::Operands;
    else if (f == "samedtype=dst") info.sameDtype = OpInfo::SameDtype::OperandsAndResult;
    else if (f.rfind("inplace=", 0) == 0) info.inPlaceArg = std::stoi(f.substr(8));
    else if (f.rfind("noalias=", 0) == 0)
      for (const std::string &i : words(f.substr(8), ','))
        info.noAliasArgs.push_back(std::stoi(i));
    else if (f.rfind("nodist=", 0) == 0)
      for (const std::string &i : words(f.substr(7), ','))
        info.plainTensorArgs.push_back(std::stoi(i));
    else if (f.rfind("type=", 0) == 0) info.typeRule = f.substr(5);
    else if (f.rfind("dtypes=", 0) == 0)
      for (const std::string &d : words(f.substr(7), ',')) {
        std::optional<DataType> t = parseDataType(d);
        if (!t)
          throw std::logic_error("ops.def: unknown dtype '" + d + "' on " + info.name);
        info.operandDtypes.push_back(*t);
      }
    else if (f.rfind("calls=", 0) == 0) info.windowCalls = std::stoi(f.substr(6));
    else throw std::logic_error("ops.def: unknown flag '" + f + "' on " + info.name);
  }
  if (!info.operandDtypes.empty()) {
    info.intOnly |= std::all_of(info.operandDtypes.begin(), info.operandDtypes.end(), isInt);
    info.floatOnly |= std::all_of(info.operandDtypes.begin(), info.operandDtypes.end(), isFloat);
  }
  info.isCrossCore = info.isPush || info.isPop;
  // PyPTO's passes single out the tile.matmul* ops among the cube ops.
  info.isCubeMatmul = info.isCubeOp && info.name.rfind("tile.matmul", 0) == 0;
  if (info.isPush || info.isPop || info.isFree) {
    bool aiv = info.name.size() >= 3 && info.name.compare(info.name.size() - 3, 3, "aiv") == 0;
    info.peer = aiv ? OpInfo::Peer::Aiv : OpInfo::Peer::Aic;
  }
  info.isView = info.outMemoryRule == OutMemoryRule::InheritFromInput;
  info.isTileLevel = info.name.rfind("tile.", 0) == 0;
  info.producesTile = info.isTileLevel && !info.isStore && !info.isPush &&
                      info.family != OpFamily::Read && info.family != OpFamily::Index &&
                      info.family != OpFamily::Alloc;
  info.inferType = typeRuleFor(info.family, info.isTileLevel, info.typeRule);
  info.hasTypeRule = static_cast<bool>(info.inferType);
  if (!info.hasTypeRule)
    info.inferType = inferUnknown;
  return info;
}

} // namespace

std::string_view familyName(OpFamily f) {
  static constexpr std::string_view names[] = {
      "Load", "Store", "Read", "Write", "Move", "Extract", "Slice", "Assemble", "Concat",
      "Reshape", "Transpose", "TransposeView", "View", "Fillpad", "FillpadExpand",
      "SetValidShape", "Unary", "Binary", "ScalarBinary", "Ternary", "Expands", "Cmp", "Cmps",
      "Select", "RowExpand", "ColExpand", "RowReduce", "ColReduce", "RowArgReduce",
      "ColArgReduce", "Matmul", "MatmulAcc", "CubeOther", "Cast", "Full", "Create", "Ci",
      "Index", "Push", "Pop", "Free", "PipeInit", "ReserveBuffer", "ImportPeerBuffer", "Alloc",
      "Dim", "System", "Array", "Other"};
  return names[static_cast<std::size_t>(f)];
}

std::optional<ArgEffect> OpInfo::effectOn(int i) const {
  for (const auto &[arg, eff] : effects)
    if (arg == i)
      return eff;
  return std::nullopt;
}

void OpRegistry::registerOp(OpInfo info) { ops_.push_back(std::move(info)); }

OpRegistry::OpRegistry() {
  for (const Row &r : kRows)
    registerOp(infoFromRow(r));
  for (std::size_t i = 0; i < ops_.size(); ++i)
    index_.emplace_back(ops_[i].name, i);
  std::sort(index_.begin(), index_.end());
}

const OpRegistry &OpRegistry::instance() {
  static const OpRegistry registry;
  return registry;
}

const OpInfo *OpRegistry::find(std::string_view name) const {
  auto it = std::lower_bound(index_.begin(), index_.end(), name,
                             [](const auto &e, std::string_view n) { return e.first < n; });
  return it != index_.end() && it->first == name ? &ops_[it->second] : nullptr;
}

const OpInfo *lookupOp(const Call &c) {
  return c.isFunctionCall ? nullptr : OpRegistry::instance().find(c.op);
}

bool callHasFamily(const Call &c, OpFamily f) {
  const OpInfo *info = lookupOp(c);
  return info && info->family == f;
}

Result<CallPtr> makeOpCall(std::string_view op, std::vector<ExprPtr> args, AttrList kwargs,
                           AttrList attrs, SourceLoc loc) {
  const OpInfo *info = OpRegistry::instance().find(op);
  if (!info)
    return makeError("unknown op '" + std::string(op) + "'", loc, "TypeCheck");
  std::size_t lo = info->args.size(), hi = lo + info->optionalArgs;
  if (args.size() < lo || (!info->variadic && args.size() > hi))
    return makeError(std::string(op) + ": expected " + std::to_string(lo) +
                         (hi > lo ? " to " + std::to_string(hi) : std::string()) +
                         " arguments, got " + std::to_string(args.size()),
                     loc, "TypeCheck");
  if (!info->kwargs.empty())
    for (const auto &[k, v] : kwargs) {
      bool known = false;
      for (const auto &d : info->kwargs)
        known |= d == k;
      if (!known)
        return makeError(std::string(op) + ": unexpected keyword argument '" + k + "'", loc,
                         "TypeCheck");
    }
  for (int k : info->plainTensorArgs)
    if (k < static_cast<int>(args.size()))
      if (const TensorType *t = asTensor(args[k]->type); t && t->distributed) {
        // PyPTO's three phrasings (kit-probed, tools/op_probe.py dist_*).
        const std::string &arg = info->argSpecs[k].name;
        static constexpr const char *kOrdinal[] = {"first", "second", "third", "fourth"};
        std::string msg =
            op.rfind("tile.", 0) == 0
                ? "The operator " + std::string(op) + " requires " + arg +
                      " to be a TensorType (GM), but got DistributedTensorType"
            : info->family == OpFamily::Concat
                ? std::string(op) + ": " + arg + " must be TensorType, got DistributedTensorType"
                : std::string(op) + " requires " + kOrdinal[std::min(k, 3)] +
                      " argument to be a TensorType, but got DistributedTensorType";
        return makeError(msg, loc, "TypeCheck");
      }
  if (info->sameDtype != OpInfo::SameDtype::No && args.size() >= 2)
    if (const TileType *l = asTile(args[0]->type), *r = asTile(args[1]->type);
        l && r && l->dtype != r->dtype)
      return makeError("The operator " + std::string(op) + " requires " +
                           (info->sameDtype == OpInfo::SameDtype::Operands ? "src0 and src1"
                                                                           : "src0, src1, and dst") +
                           " to have the same dtype, but got " + rules::dtypeString(l->dtype) +
                           " and " + rules::dtypeString(r->dtype),
                       loc, "TypeCheck");
  if (!info->operandDtypes.empty() && !args.empty())
    if (const TileType *t = asTile(args[0]->type);
        t && std::find(info->operandDtypes.begin(), info->operandDtypes.end(), t->dtype) ==
                 info->operandDtypes.end()) {
      std::string set;
      for (DataType d : info->operandDtypes)
        set += (set.empty() ? "" : ", ") + std::string(name(d));
      return makeError("The operator " + std::string(op) + " requires tile dtype in {" + set +
                           "}, but got " + rules::dtypeString(t->dtype),
                       loc, "TypeCheck");
    }
  auto type = info->inferType(args, kwargs);
  if (!type.ok()) {
    Diagnostic d = type.error();
    d.loc = loc;
    return d;
  }
  // PyPTO packs FP4 elements two to a byte, so a tile of them needs an even
  // last dimension (kit-probed: a [16, 1] FP4 tile.load or row_sum result).
  if (const TileType *t = asTile(*type); t && t->dtype == DataType::FP4 && !t->shape.empty())
    if (std::optional<int64_t> last = rules::constDim(t->shape.back()); last && (*last <= 0 || *last % 2))
      return makeError("Packed FP4 shaped types require a positive even logical last dimension, "
                       "but got " + std::to_string(*last),
                       loc, "TypeCheck");
  return makeCall(std::string(op), std::move(args), std::move(kwargs), std::move(attrs),
                  std::move(type).value(), std::move(loc));
}

bool isScratchArg(const OpInfo &op, std::size_t k, std::size_t nargs) {
  if (op.lastArgIsScratch && k + 1 == nargs)
    return true;
  return k < op.argSpecs.size() && (op.argSpecs[k].name == "tmp" || op.argSpecs[k].name == "tmp_tile");
}

} // namespace pipecheck::ir
