// Diagnostics and Result<T>: errors as values at every boundary.
//
// A Diagnostic carries a source location (file:line:col, any part may be
// unknown), a severity, an optional rule/code pair (verifiers use them) and a
// message. Result<T> is either a value or a Diagnostic; PC_TRY propagates the
// error early. Nothing in core/ or oracle/ throws across a folder boundary or
// calls exit().
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace pipecheck::ir {

struct SourceLoc {
  std::string file; // empty when unknown
  int line = 0;     // 1-based; 0 when unknown
  int col = 0;      // 1-based; 0 when unknown
  bool valid() const { return line > 0; }
  std::string str() const; // "file:line:col" (parts omitted when unknown)
};

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  SourceLoc loc;
  std::string rule; // e.g. "SSAForm", "PipelineLoopValid", "parse", "LowerPipelineLoops"
  int code = -1;    // rule-specific code; -1 when none
  std::string kind; // exception-like class for pass errors: "InternalError", "ValueError", ...
  std::string message;

  // "FILE:LINE:COL: error: message" (the location part is omitted when unknown).
  std::string str() const;
};

using Diagnostics = std::vector<Diagnostic>;

Diagnostic makeError(std::string message, SourceLoc loc = {}, std::string rule = {},
                     int code = -1);

template <class T> class [[nodiscard]] Result {
public:
  Result(T value) : v_(std::move(value)) {}
  Result(Diagnostic d) : v_(std::move(d)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T &value() & { return std::get<0>(v_); }
  const T &value() const & { return std::get<0>(v_); }
  T &&value() && { return std::get<0>(std::move(v_)); }
  T &operator*() & { return value(); }
  const T &operator*() const & { return value(); }
  T *operator->() { return &value(); }
  const T *operator->() const { return &value(); }
  const Diagnostic &error() const { return std::get<1>(v_); }

private:
  std::variant<T, Diagnostic> v_;
};

// Result<void> equivalent.
struct Unit {};
using Status = Result<Unit>;
inline Status okStatus() { return Unit{}; }

} // namespace pipecheck::ir

// Early return of the error of a Result-valued expression; yields the value.
#define PC_TRY(expr)                                                                               \
  ({                                                                                               \
    auto _pc_r = (expr);                                                                           \
    if (!_pc_r.ok())                                                                               \
      return _pc_r.error();                                                                        \
    std::move(_pc_r).value();                                                                      \
  })
