// The op table against PyPTO's own operator table: every op of
// tests/ir/data/pypto-ops.tsv (a copy of reference/pypto-ops.tsv, extracted
// from the real PyPTO build) is in core/ir/ops.def with the tsv's declared
// per-argument effects, memory-space spec and write channel; the table has
// no op the tsv lacks; the role flags the passes ask for agree with the
// families; every tile and tensor op but a listed few has a result-type rule.
// The tsv is read by this file's own small parser, not by the
// generator script that seeded the table.
#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "core/ir/builder.h"
#include "core/ir/op_registry.h"

namespace pipecheck::ir {
namespace {

struct TsvRow {
  std::string name, signature, memory, effects, channel;
};

std::vector<TsvRow> readTsv() {
  std::ifstream in(PIPECHECK_SOURCE_DIR "/tests/ir/data/pypto-ops.tsv");
  std::vector<TsvRow> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::vector<std::string> cols;
    std::stringstream ss(line);
    std::string col;
    while (std::getline(ss, col, '\t'))
      cols.push_back(col);
    if (cols.size() == 5)
      rows.push_back({cols[0], cols[1], cols[2], cols[3], cols[4]});
  }
  return rows;
}

// "0:Read,2:ReadWrite" -> {(0, Read), (2, ReadWrite)}; "-" -> {}.
std::vector<std::pair<int, ArgEffect>> tsvEffects(const std::string &s) {
  std::vector<std::pair<int, ArgEffect>> out;
  if (s == "-")
    return out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ',')) {
    std::size_t c = item.find(':');
    std::string what = item.substr(c + 1);
    ArgEffect e = what == "Read" ? ArgEffect::Read
                  : what == "Write" ? ArgEffect::Write
                                    : ArgEffect::ReadWrite;
    EXPECT_TRUE(what == "Read" || what == "Write" || what == "ReadWrite") << s;
    out.emplace_back(std::stoi(item.substr(0, c)), e);
  }
  return out;
}

std::string spaceList(const std::vector<MemorySpace> &v) {
  std::string out = "[";
  for (std::size_t k = 0; k < v.size(); ++k)
    out += (k ? ", " : "") + std::string("MemorySpace.") + std::string(name(v[k]));
  return out + "]";
}

// The registry's memory spec printed the way the tsv prints PyPTO's.
std::string specText(const OpInfo &op) {
  if (op.outMemoryRule == OutMemoryRule::NoSpec)
    return "None";
  std::string ins = "[";
  for (std::size_t k = 0; k < op.inputSpaces.size(); ++k)
    ins += (k ? ", " : "") + spaceList(op.inputSpaces[k]);
  ins += "]";
  std::string out;
  switch (op.outMemoryRule) {
  case OutMemoryRule::None: out = "None"; break;
  case OutMemoryRule::InheritFromInput: out = "'inherit_from_input'"; break;
  case OutMemoryRule::Deferred: out = "'deferred'"; break;
  default: break;
  }
  if (op.outMemoryRule == OutMemoryRule::Fixed) {
    // outMemory is unset for ops whose target_memory kwarg decides; the
    // spec's default is then Vec in every PyPTO op that has one.
    out = "MemorySpace." + std::string(name(op.outMemory.value_or(MemorySpace::Vec)));
  }
  return "{'input_constraints': " + ins + ", 'output_memory': " + out + "}";
}

TEST(OpTable, EveryTsvOpIsInTheTableWithItsEffectsSpecAndChannel) {
  std::vector<TsvRow> rows = readTsv();
  ASSERT_EQ(rows.size(), 312u) << "tests/ir/data/pypto-ops.tsv not found or changed";
  for (const TsvRow &r : rows) {
    const OpInfo *op = OpRegistry::instance().find(r.name);
    ASSERT_TRUE(op) << r.name << " is not in core/ir/ops.def";
    EXPECT_EQ(op->effects, tsvEffects(r.effects)) << r.name;
    EXPECT_EQ(specText(*op), r.memory) << r.name;
    std::string ch = op->writeChannel == WriteChannel::Dma      ? "WriteChannel.Dma"
                     : op->writeChannel == WriteChannel::Scalar ? "WriteChannel.Scalar"
                                                                : "None";
    EXPECT_EQ(ch, r.channel) << r.name;
  }
}

TEST(OpTable, HasNoOpThatPyPtoLacks) {
  std::map<std::string, int> names;
  for (const TsvRow &r : readTsv())
    ++names[r.name];
  for (const OpInfo &op : OpRegistry::instance().all())
    EXPECT_EQ(names[op.name], 1) << op.name;
  EXPECT_EQ(OpRegistry::instance().all().size(), names.size());
}

TEST(OpTable, ArgumentSchemaFollowsTheDslSignature) {
  // Spot checks against PyPTO's DSL signatures and IR attr keys.
  const OpRegistry &reg = OpRegistry::instance();
  const OpInfo *cast = reg.find("tile.cast");
  ASSERT_TRUE(cast);
  EXPECT_EQ(cast->args.size(), 1u); // target_type and mode are kwargs in the IR
  EXPECT_NE(std::find(cast->kwargs.begin(), cast->kwargs.end(), "mode"), cast->kwargs.end());
  const OpInfo *rowExpandAdd = reg.find("tile.row_expand_add");
  ASSERT_TRUE(rowExpandAdd);
  EXPECT_EQ(rowExpandAdd->args.size(), 2u);
  EXPECT_EQ(rowExpandAdd->optionalArgs, 1); // tmp
  const OpInfo *syncSet = reg.find("system.sync_set");
  ASSERT_TRUE(syncSet);
  ASSERT_EQ(syncSet->argSpecs.size(), 1u); // event_id is printed positionally
  EXPECT_EQ(syncSet->argSpecs[0].name, "event_id");
  EXPECT_TRUE(reg.find("tile.and")->variadic); // the tsv gives no DSL signature
}

TEST(OpTable, RoleFlagsFollowTheFamilies) {
  const OpRegistry &reg = OpRegistry::instance();
  for (const OpInfo &op : reg.all()) {
    bool tile = op.name.rfind("tile.", 0) == 0;
    EXPECT_EQ(op.isLoad, tile && (op.family == OpFamily::Load || op.family == OpFamily::Read))
        << op.name;
    EXPECT_EQ(op.isStore, op.family == OpFamily::Store) << op.name;
    EXPECT_EQ(op.isMove, op.family == OpFamily::Move) << op.name;
    EXPECT_EQ(op.isPush, op.family == OpFamily::Push) << op.name;
    EXPECT_EQ(op.isPop, op.family == OpFamily::Pop) << op.name;
    EXPECT_EQ(op.isFree, op.family == OpFamily::Free) << op.name;
    EXPECT_EQ(op.isView, op.outMemoryRule == OutMemoryRule::InheritFromInput) << op.name;
    if (op.inPlaceArg >= 0) {
      EXPECT_TRUE(op.effectOn(op.inPlaceArg).has_value()) << op.name;
    }
    if (op.isCubeOp) { // cube ops write Acc
      EXPECT_TRUE(tile && op.outMemory == MemorySpace::Acc) << op.name;
    }
    EXPECT_EQ(op.isCubeMatmul, op.isCubeOp && op.name.rfind("tile.matmul", 0) == 0) << op.name;
  }
  EXPECT_EQ(reg.find("tile.store")->inPlaceArg, 2);
  EXPECT_EQ(reg.find("tile.matmul_acc")->inPlaceArg, 0);
  EXPECT_TRUE(reg.find("tile.write")->isStoreLike());
  EXPECT_TRUE(reg.find("tile.extract")->notInplaceSafe);
  EXPECT_TRUE(reg.find("tile.gemv_acc")->isCubeOp);
  EXPECT_FALSE(reg.find("tile.gemv_acc")->isCubeMatmul);
  EXPECT_EQ(reg.find("tile.tpush_to_aiv")->peer, OpInfo::Peer::Aiv);
  EXPECT_EQ(reg.find("tile.tpop_from_aic")->peer, OpInfo::Peer::Aic);
  EXPECT_EQ(reg.find("system.tfree_to_aiv")->peer, OpInfo::Peer::Aiv);
  EXPECT_FALSE(reg.find("tile.transpose")->isAliasView); // moves data
  EXPECT_TRUE(reg.find("tile.reshape")->isAliasView);
}

TEST(OpTable, EveryTileAndTensorOpHasATypeRuleButTheListedOnes) {
  // The ops whose result type the table leaves to the annotation (see
  // docs/DESIGN.md, "The op table"): the mx matmuls (scale tiles the kit
  // parses only in fp8 programs), merge sorts, split / gather across cores,
  // tpop (its type comes from the producer on the other core), tpush,
  // tget_scale_addr, and the tensor twins of the cross-core and merge-sort
  // ops, expand_clone, gather_compare, paged_gather and scatter_mask.
  const std::set<std::string> expected = {
      "tensor.aic_gather", "tensor.aiv_shard", "tensor.paged_gather", "tile.aic_gather",
      "tile.aiv_shard", "tile.matmul_mx", "tile.matmul_mx_acc", "tile.matmul_mx_bias",
      "tile.tget_scale_addr", "tile.tpop_from_aic", "tile.tpop_from_aiv", "tile.tpush_to_aic",
      "tile.tpush_to_aiv"};
  std::set<std::string> without;
  int with = 0;
  for (const OpInfo &op : OpRegistry::instance().all()) {
    if (op.name.rfind("tile.", 0) != 0 && op.name.rfind("tensor.", 0) != 0)
      continue;
    if (op.hasTypeRule)
      ++with;
    else
      without.insert(op.name);
  }
  EXPECT_EQ(without, expected);
  EXPECT_EQ(with, 230);
  // A call of an op without a rule is typed Unknown (the annotation decides).
  auto call = makeOpCall("tile.tpop_from_aic", {}, {{"split", AttrValue(int64_t{0})}});
  ASSERT_TRUE(call.ok()) << call.error().str();
  EXPECT_EQ(call.value()->type->kind, TypeKind::Unknown);
}

// The scalar arrays are typed by the table, as PyPTO types them (kit-probed:
// `pl.array.create(4, dtype=pl.INT32)` prints `pl.Array[4, pl.INT32]`, its
// get_element a `pl.Scalar[pl.INT32]`; a float dtype or none is an error,
// BF16 named bfloat16 as PyPTO names it).
TEST(OpTable, ArrayOpsHaveTypeRules) {
  auto arr = makeOpCall("array.create", {constInt(4)}, {{"dtype", AttrValue(DataType::INT32)}});
  ASSERT_TRUE(arr.ok()) << arr.error().str();
  const ArrayType *at = asArray(arr.value()->type);
  ASSERT_NE(at, nullptr);
  EXPECT_EQ(at->size, 4);
  EXPECT_EQ(at->dtype, DataType::INT32);
  auto item = makeOpCall("array.get_element", {arr.value(), constInt(1)}, {});
  ASSERT_TRUE(item.ok()) << item.error().str();
  const ScalarType *st = asScalar(item.value()->type);
  ASSERT_NE(st, nullptr);
  EXPECT_EQ(st->dtype, DataType::INT32);
  auto upd = makeOpCall("array.update_element", {arr.value(), constInt(1), constInt(7)}, {});
  ASSERT_TRUE(upd.ok()) << upd.error().str();
  EXPECT_EQ(upd.value()->type, arr.value()->type);
  auto f = makeOpCall("array.create", {constInt(4)}, {{"dtype", AttrValue(DataType::FP32)}});
  ASSERT_FALSE(f.ok());
  EXPECT_NE(f.error().str().find("array.create dtype must be integer, BOOL, or TASK_ID, got fp32"),
            std::string::npos)
      << f.error().str();
  auto bf = makeOpCall("array.create", {constInt(4)}, {{"dtype", AttrValue(DataType::BF16)}});
  ASSERT_FALSE(bf.ok());
  EXPECT_NE(bf.error().str().find("got bfloat16"), std::string::npos) << bf.error().str();
  auto none = makeOpCall("array.create", {constInt(4)}, {});
  ASSERT_FALSE(none.ok());
  EXPECT_NE(none.error().str().find("missing 1 required positional argument: 'dtype'"),
            std::string::npos)
      << none.error().str();
}

// A Vec tile var of dtype d and a static shape.
ExprPtr vecTile(DataType d, const std::vector<int64_t> &shape) {
  std::vector<ExprPtr> dims;
  for (int64_t v : shape)
    dims.push_back(constInt(v));
  return makeVar("t", makeTileType(d, dims, MemorySpace::Vec));
}

// The table's dtypes= flag is PyPTO's dtype rule on the first tile operand
// (the kit's verdicts on every dtype: test pypto_dtype_rules_agree); here
// without the kit, one op accepted and rejected on each side of its set.
TEST(OpTable, DtypeRulesRejectWhatPyPtoRejects) {
  auto tile = [](DataType d, std::vector<int64_t> shape = {16, 16}) { return vecTile(d, shape); };
  EXPECT_TRUE(makeOpCall("tile.not", {tile(DataType::INT16)}, {}).ok());
  EXPECT_TRUE(makeOpCall("tile.not", {tile(DataType::UINT16)}, {}).ok());
  auto i32 = makeOpCall("tile.not", {tile(DataType::INT32)}, {});
  ASSERT_FALSE(i32.ok());
  EXPECT_NE(i32.error().message.find("tile.not requires tile dtype in {INT16, UINT16}, but got "
                                     "int32"),
            std::string::npos)
      << i32.error().str();
  EXPECT_TRUE(makeOpCall("tile.log", {tile(DataType::FP16)}, {}).ok());
  EXPECT_FALSE(makeOpCall("tile.log", {tile(DataType::BF16)}, {}).ok());
  EXPECT_TRUE(makeOpCall("tile.sin", {tile(DataType::FP32)}, {}).ok());
  EXPECT_FALSE(makeOpCall("tile.sin", {tile(DataType::FP16)}, {}).ok());
  EXPECT_TRUE(makeOpCall("tile.shl", {tile(DataType::INT8), tile(DataType::INT8)}, {}).ok());
  EXPECT_FALSE(makeOpCall("tile.shl", {tile(DataType::FP32), tile(DataType::FP32)}, {}).ok());
  // An op without the flag takes any dtype.
  EXPECT_TRUE(makeOpCall("tile.exp", {tile(DataType::INT8)}, {}).ok());
  // The generator's element facts follow from the set.
  EXPECT_TRUE(OpRegistry::instance().find("tile.shl")->intOnly);
  EXPECT_TRUE(OpRegistry::instance().find("tile.log")->floatOnly);
  // FP4 packs two elements a byte: an odd last dimension is rejected.
  auto fp4 = makeOpCall("tile.row_sum", {tile(DataType::FP4), tile(DataType::FP4)}, {});
  ASSERT_FALSE(fp4.ok());
  EXPECT_NE(fp4.error().message.find("Packed FP4 shaped types require a positive even logical "
                                     "last dimension, but got 1"),
            std::string::npos)
      << fp4.error().str();
  EXPECT_TRUE(makeOpCall("tile.exp", {tile(DataType::FP4)}, {}).ok());
  // A cast to the dtype the tile already has is no operation PyPTO accepts.
  auto same = makeOpCall("tile.cast", {tile(DataType::FP32)}, {{"target_type", DataType::FP32}});
  ASSERT_FALSE(same.ok());
  EXPECT_NE(same.error().message.find("tile.cast: target_type fp32 equals input dtype; "
                                      "same-dtype cast is not a valid operation"),
            std::string::npos)
      << same.error().str();
  EXPECT_TRUE(makeOpCall("tile.cast", {tile(DataType::FP32)}, {{"target_type", DataType::BF16}}).ok());
  // An element write's value has the tile's (tensor's) own dtype: PyPTO
  // converts no literal, so an int literal (INDEX) into an INT32 tile fails.
  ExprPtr idx = makeTuple({constInt(1), constInt(2)});
  auto lit = makeOpCall("tile.write", {tile(DataType::INT32), idx, constInt(3)}, {});
  ASSERT_FALSE(lit.ok());
  EXPECT_NE(lit.error().message.find("tile.write requires value dtype to match tile dtype, but "
                                     "got value dtype index and tile dtype int32"),
            std::string::npos)
      << lit.error().str();
  EXPECT_TRUE(makeOpCall("tile.write", {tile(DataType::INT32), idx, constInt(3, DataType::INT32)}, {}).ok());
  ExprPtr tensor = makeVar("x", makeTensorType(DataType::FP16, {constInt(16), constInt(16)}));
  EXPECT_FALSE(makeOpCall("tensor.write", {tensor, idx, constFloat(3.0)}, {}).ok());
  EXPECT_TRUE(makeOpCall("tensor.write", {tensor, idx, constFloat(3.0, DataType::FP16)}, {}).ok());
  // The cube multiplies operands of one element type.
  auto cube = [](DataType d, MemorySpace ms) -> ExprPtr {
    return makeVar("m", makeTileType(d, {constInt(16), constInt(16)}, ms));
  };
  auto mixed = makeOpCall("tile.matmul", {cube(DataType::BF16, MemorySpace::Left),
                                          cube(DataType::FP16, MemorySpace::Right)}, {});
  ASSERT_FALSE(mixed.ok());
  EXPECT_NE(mixed.error().message.find("tile.matmul requires identical lhs and rhs data types, "
                                       "but got bfloat16 and fp16"),
            std::string::npos)
      << mixed.error().str();
  EXPECT_TRUE(makeOpCall("tile.matmul", {cube(DataType::BF16, MemorySpace::Left),
                                         cube(DataType::BF16, MemorySpace::Right)}, {}).ok());
  EXPECT_FALSE(makeOpCall("tile.matmul_acc", {cube(DataType::FP32, MemorySpace::Acc),
                                              cube(DataType::INT8, MemorySpace::Left),
                                              cube(DataType::FP16, MemorySpace::Right)}, {}).ok());
}

// Two tile operands of two dtypes: PyPTO promotes them (every pair probed on
// the kit: test pypto_dtype_rules_agree, probes add_* and mixed_*), except
// where the op wants one dtype (flag samedtype) or keeps the lhs's.
TEST(OpTable, MixedOperandDtypesFollowPyPtosPromotion) {
  auto tile = [](DataType d, std::vector<int64_t> shape = {16, 16}) { return vecTile(d, shape); };
  auto resultOf = [&](const char *op, DataType a, DataType b) -> std::string {
    auto c = makeOpCall(op, {tile(a), tile(b)}, {});
    if (!c.ok())
      return "error: " + c.error().message;
    return std::string(name(asTile(c.value()->type)->dtype));
  };
  using D = DataType;
  // Equal widths: a signed integer beats an unsigned one, whichever side.
  EXPECT_EQ(resultOf("tile.add", D::UINT8, D::INT8), "INT8");
  EXPECT_EQ(resultOf("tile.add", D::INT8, D::UINT8), "INT8");
  EXPECT_EQ(resultOf("tile.mul", D::UINT32, D::INT32), "INT32");
  // The wider wins; BOOL loses to every other type, even a 4-bit one.
  EXPECT_EQ(resultOf("tile.add", D::UINT16, D::INT8), "UINT16");
  EXPECT_EQ(resultOf("tile.add", D::BOOL, D::INT4), "INT4");
  EXPECT_EQ(resultOf("tile.add", D::UINT8, D::BOOL), "UINT8");
  // Floats: a float beats an integer; at equal widths the lhs's stays.
  EXPECT_EQ(resultOf("tile.add", D::INT32, D::FP16), "FP16");
  EXPECT_EQ(resultOf("tile.add", D::BF16, D::FP16), "BF16");
  EXPECT_EQ(resultOf("tile.add", D::FP16, D::BF16), "FP16");
  // The shifts keep the lhs's dtype.
  EXPECT_EQ(resultOf("tile.shl", D::UINT8, D::INT32), "UINT8");
  EXPECT_EQ(resultOf("tile.shr", D::INT8, D::INT16), "INT8");
  // tile.div and tile.row_expand_add want one dtype, in PyPTO's words.
  EXPECT_EQ(resultOf("tile.div", D::FP32, D::FP16),
            "error: The operator tile.div requires src0, src1, and dst to have the same dtype, "
            "but got fp32 and fp16");
  EXPECT_EQ(resultOf("tile.div", D::FP16, D::FP16), "FP16");
  auto rowAdd = makeOpCall("tile.row_expand_add", {tile(D::INT32), tile(D::INT16, {16, 1})}, {});
  ASSERT_FALSE(rowAdd.ok());
  EXPECT_EQ(rowAdd.error().message, "The operator tile.row_expand_add requires src0 and src1 to "
                                    "have the same dtype, but got int32 and int16");
  EXPECT_TRUE(makeOpCall("tile.row_expand_add", {tile(D::INT32), tile(D::INT32, {16, 1})}, {}).ok());
  EXPECT_TRUE(makeOpCall("tile.row_expand_mul", {tile(D::FP32), tile(D::FP16, {16, 1})}, {}).ok());
}

TEST(OpTable, UnknownOpIsAnErrorNamingIt) {
  auto r = makeOpCall("tile.foo", {}, {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("unknown op 'tile.foo'"), std::string::npos);
}

} // namespace
} // namespace pipecheck::ir
