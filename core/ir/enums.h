// The small closed enumerations of the IR and their printed names.
//
// Each enum lists exactly the values PyPTO's printer can emit for our subset;
// the name tables (enums.cpp) are the single source for printer and parser.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pipecheck::ir {

enum class DataType {
  BOOL, INT4, INT8, INT16, INT32, INDEX, INT64, UINT4, UINT8, UINT16, UINT32, UINT64,
  FP4, FP8E4M3FN, FP8E5M2, FP8E8M0, FP16, FP32, BF16, HF4, HF8, TASK_ID
};

// Memory spaces in PyPTO's enum order (DDR=0 ... RightScale=9).
enum class MemorySpace { DDR, Vec, Mat, Left, Right, Acc, Bias, ScalarLocal, LeftScale, RightScale };

enum class TileLayout { none_box, row_major, col_major };
enum class TensorLayout { ND, DN, NZ, MX_A_ZZ, MX_B_NN };
enum class PadValue { null, zero, max, min };
enum class CompactMode { null, normal };

enum class ForKind { Sequential = 0, Parallel = 1, Unroll = 2, Pipeline = 3 };

enum class FunctionType { Opaque, Orchestration, InCore, AIC, AIV, Group, Spmd, Inline, Graph };
// PyPTO's whole Level enum (HOST and the cluster levels name hierarchy scopes).
enum class Level { AIC, AIV, CORE_GROUP, CHIP_DIE, CHIP, HOST, CLUSTER_0, CLUSTER_1, CLUSTER_2,
                   GLOBAL, L2CACHE, PROCESSOR, UMA, NODE, POD, CLOS1, CLOS2 };
enum class Role { Orchestrator, SubWorker };
enum class ParamDirection { In, Out, InOut };

// Scope statements (PyPTO's ScopeKind, in its enum order).
enum class ScopeKind { InCore, Cluster, Hierarchy, Spmd, Runtime, CommDomain, SplitAiv };
// pl.SplitMode: the AIV split of an InCore or split_aiv scope (also a kwarg value).
enum class SplitMode { NONE, UP_DOWN, LEFT_RIGHT };
// pl.ScopeMode of a runtime scope (pl.scope(mode=...)).
enum class ScopeMode { AUTO, MANUAL };
// pl.PipeType (kwargs set_pipe / wait_pipe / pipe of the sync ops).
enum class PipeType { MTE1, MTE2, MTE3, M, V, S, FIX, ALL };

std::string_view name(DataType);
std::string_view name(MemorySpace);
std::string_view name(TileLayout);
std::string_view name(TensorLayout);
std::string_view name(PadValue);
std::string_view name(CompactMode);
std::string_view name(ForKind);
std::string_view name(FunctionType);
std::string_view name(Level);
std::string_view name(Role);
std::string_view name(ScopeKind);
std::string_view name(SplitMode);
std::string_view name(ScopeMode);
std::string_view name(PipeType);

std::optional<DataType> parseDataType(std::string_view);
std::optional<MemorySpace> parseMemorySpace(std::string_view);
std::optional<TileLayout> parseTileLayout(std::string_view);
std::optional<TensorLayout> parseTensorLayout(std::string_view);
std::optional<PadValue> parsePadValue(std::string_view);
std::optional<CompactMode> parseCompactMode(std::string_view);
std::optional<FunctionType> parseFunctionType(std::string_view);
std::optional<Level> parseLevel(std::string_view);
std::optional<Role> parseRole(std::string_view);
std::optional<SplitMode> parseSplitMode(std::string_view);
std::optional<ScopeMode> parseScopeMode(std::string_view);
std::optional<PipeType> parsePipeType(std::string_view);

bool isInt(DataType);      // signed/unsigned integers and INDEX (not BOOL)
bool isUnsignedInt(DataType); // UINT4 .. UINT64
bool isFloat(DataType);
int bitWidth(DataType);    // INDEX counts as 64
// Size in bytes of one element (sub-byte types round up to 1).
int byteSize(DataType);

} // namespace pipecheck::ir
