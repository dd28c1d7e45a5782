// Name tables for the IR enumerations; see enums.h.
#include "core/ir/enums.h"

#include <array>

namespace pipecheck::ir {
namespace {

template <class E, std::size_t N>
std::optional<E> lookup(const std::array<std::string_view, N> &names, std::string_view s) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == s)
      return static_cast<E>(i);
  return std::nullopt;
}

constexpr std::array<std::string_view, 22> kDataTypes = {
    "BOOL", "INT4", "INT8", "INT16", "INT32", "INDEX", "INT64", "UINT4", "UINT8", "UINT16", "UINT32",
    "UINT64", "FP4", "FP8E4M3FN", "FP8E5M2", "FP8E8M0", "FP16", "FP32", "BF16", "HF4", "HF8",
    "TASK_ID"};
constexpr std::array<std::string_view, 10> kMemorySpaces = {
    "DDR", "Vec", "Mat", "Left", "Right", "Acc", "Bias", "ScalarLocal", "LeftScale", "RightScale"};
constexpr std::array<std::string_view, 3> kTileLayouts = {"none_box", "row_major", "col_major"};
constexpr std::array<std::string_view, 5> kTensorLayouts = {"ND", "DN", "NZ", "MX_A_ZZ", "MX_B_NN"};
constexpr std::array<std::string_view, 4> kPadValues = {"null", "zero", "max", "min"};
constexpr std::array<std::string_view, 2> kCompactModes = {"null", "normal"};
constexpr std::array<std::string_view, 4> kForKinds = {"range", "parallel", "unroll", "pipeline"};
constexpr std::array<std::string_view, 9> kFunctionTypes = {
    "Opaque", "Orchestration", "InCore", "AIC", "AIV", "Group", "Spmd", "Inline", "Graph"};
constexpr std::array<std::string_view, 17> kLevels = {
    "AIC",   "AIV",     "CORE_GROUP", "CHIP_DIE",  "CHIP", "HOST", "CLUSTER_0", "CLUSTER_1",
    "CLUSTER_2", "GLOBAL", "L2CACHE", "PROCESSOR", "UMA", "NODE", "POD",  "CLOS1",     "CLOS2"};
constexpr std::array<std::string_view, 2> kRoles = {"Orchestrator", "SubWorker"};
constexpr std::array<std::string_view, 7> kScopeKinds = {"InCore",  "Cluster",    "Hierarchy", "Spmd",
                                                         "Runtime", "CommDomain", "SplitAiv"};
constexpr std::array<std::string_view, 3> kSplitModes = {"NONE", "UP_DOWN", "LEFT_RIGHT"};
constexpr std::array<std::string_view, 2> kScopeModes = {"AUTO", "MANUAL"};
constexpr std::array<std::string_view, 8> kPipeTypes = {"MTE1", "MTE2", "MTE3", "M",
                                                        "V",    "S",    "FIX",  "ALL"};

} // namespace

std::string_view name(DataType v) { return kDataTypes[static_cast<int>(v)]; }
std::string_view name(MemorySpace v) { return kMemorySpaces[static_cast<int>(v)]; }
std::string_view name(TileLayout v) { return kTileLayouts[static_cast<int>(v)]; }
std::string_view name(TensorLayout v) { return kTensorLayouts[static_cast<int>(v)]; }
std::string_view name(PadValue v) { return kPadValues[static_cast<int>(v)]; }
std::string_view name(CompactMode v) { return kCompactModes[static_cast<int>(v)]; }
std::string_view name(ForKind v) { return kForKinds[static_cast<int>(v)]; }
std::string_view name(FunctionType v) { return kFunctionTypes[static_cast<int>(v)]; }
std::string_view name(Level v) { return kLevels[static_cast<int>(v)]; }
std::string_view name(Role v) { return kRoles[static_cast<int>(v)]; }
std::string_view name(ScopeKind v) { return kScopeKinds[static_cast<int>(v)]; }
std::string_view name(SplitMode v) { return kSplitModes[static_cast<int>(v)]; }
std::string_view name(ScopeMode v) { return kScopeModes[static_cast<int>(v)]; }
std::string_view name(PipeType v) { return kPipeTypes[static_cast<int>(v)]; }

std::optional<DataType> parseDataType(std::string_view s) { return lookup<DataType>(kDataTypes, s); }
std::optional<MemorySpace> parseMemorySpace(std::string_view s) {
  return lookup<MemorySpace>(kMemorySpaces, s);
}
std::optional<TileLayout> parseTileLayout(std::string_view s) {
  return lookup<TileLayout>(kTileLayouts, s);
}
std::optional<TensorLayout> parseTensorLayout(std::string_view s) {
  return lookup<TensorLayout>(kTensorLayouts, s);
}
std::optional<PadValue> parsePadValue(std::string_view s) { return lookup<PadValue>(kPadValues, s); }
std::optional<CompactMode> parseCompactMode(std::string_view s) {
  return lookup<CompactMode>(kCompactModes, s);
}
std::optional<FunctionType> parseFunctionType(std::string_view s) {
  return lookup<FunctionType>(kFunctionTypes, s);
}
std::optional<Level> parseLevel(std::string_view s) { return lookup<Level>(kLevels, s); }
std::optional<Role> parseRole(std::string_view s) { return lookup<Role>(kRoles, s); }
std::optional<SplitMode> parseSplitMode(std::string_view s) {
  return lookup<SplitMode>(kSplitModes, s);
}
std::optional<ScopeMode> parseScopeMode(std::string_view s) {
  return lookup<ScopeMode>(kScopeModes, s);
}
std::optional<PipeType> parsePipeType(std::string_view s) { return lookup<PipeType>(kPipeTypes, s); }

bool isInt(DataType t) {
  switch (t) {
  case DataType::INT4: case DataType::INT8: case DataType::INT16: case DataType::INT32:
  case DataType::INDEX: case DataType::INT64: case DataType::UINT4: case DataType::UINT8:
  case DataType::UINT16: case DataType::UINT32: case DataType::UINT64:
    return true;
  default:
    return false;
  }
}

bool isUnsignedInt(DataType t) {
  return t == DataType::UINT4 || t == DataType::UINT8 || t == DataType::UINT16 ||
         t == DataType::UINT32 || t == DataType::UINT64;
}

bool isFloat(DataType t) {
  switch (t) {
  case DataType::FP4: case DataType::FP8E4M3FN: case DataType::FP8E5M2: case DataType::FP8E8M0:
  case DataType::FP16: case DataType::FP32: case DataType::BF16: case DataType::HF4:
  case DataType::HF8:
    return true;
  default:
    return false;
  }
}

int bitWidth(DataType t) {
  switch (t) {
  case DataType::BOOL: return 8;
  case DataType::INT4: case DataType::UINT4: case DataType::FP4: case DataType::HF4: return 4;
  case DataType::INT8: case DataType::UINT8: case DataType::FP8E4M3FN: case DataType::FP8E5M2:
  case DataType::FP8E8M0: case DataType::HF8: return 8;
  case DataType::INT16: case DataType::UINT16: case DataType::FP16: case DataType::BF16: return 16;
  case DataType::INT32: case DataType::UINT32: case DataType::FP32: return 32;
  case DataType::INDEX: case DataType::INT64: case DataType::UINT64: case DataType::TASK_ID:
    return 64;
  }
  return 64;
}

int byteSize(DataType t) { return bitWidth(t) < 8 ? 1 : bitWidth(t) / 8; }

} // namespace pipecheck::ir
