// The syntax tree of the Python subset, produced by syntax.cpp and consumed
// by the elaborator (parser_*.cpp).
//
// It is deliberately plain: one node struct for expressions and one for
// statements, each with a kind, a 1-based source position (PyPTO's spans:
// a call or attribute starts where its leftmost operand starts) and
// children. Nothing here knows about the pl DSL; the elaborator gives the
// names meaning.
//
// Nodes live in an AstArena that the caller of parseSyntax owns (one per
// parse), and point at each other with plain non-owning pointers: a
// 3,500-line snapshot has ~100k nodes, and per-node shared_ptr control blocks,
// refcounts and frees were a fifth of the parse (bench/window_bench.cpp).
// The arena frees everything at once when the parse ends.
#pragma once

#include <cstdint>
#include <cstddef>
#include <memory>
#include <memory_resource>
#include <new>
#include <string>
#include <utility>
#include <vector>

namespace pipecheck::text {

struct Pos {
  int line = 0, col = 0;
};

enum class AstKind {
  Name, Int, Float, Str, True, False, None, Ellipsis,
  Attr,      // items[0].name
  Subscript, // items[0][items[1]]
  Call,      // items[0](items[1..], kwargs)
  BinOp,     // items[0] op items[1]; op in `op`
  UnaryOp,   // op items[0]; op is "-", "+", "~", "not"
  Compare,   // items[0] op items[1] (chains are rejected by the parser)
  BoolOp,    // items[0] op items[1]; op is "and" / "or"
  List, Tuple,
  Dict       // items = k0, v0, k1, v1, ...
};

// A non-owning pointer to an arena node (null when absent). It keeps the
// `.get()` spelling of the smart pointer it replaced.
template <class T> class AstRef {
public:
  AstRef() = default;
  AstRef(std::nullptr_t) {}
  explicit AstRef(T *p) : p_(p) {}
  T *get() const { return p_; }
  T *operator->() const { return p_; }
  T &operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }

private:
  T *p_ = nullptr;
};

struct AstExpr;
using AstExprPtr = AstRef<AstExpr>;

// Child lists allocate from the parse's arena (AstArena::memory), so building
// and dropping them costs no malloc/free per node.
struct AstExpr {
  AstExpr() = default;
  explicit AstExpr(std::pmr::memory_resource *memory) : items(memory), kwargs(memory) {}
  AstKind kind = AstKind::None;
  Pos pos;
  std::string name; // Name id, Attr member, Str value, operator
  int64_t intValue = 0;
  double floatValue = 0;
  bool parenthesized = false; // a Tuple written with parentheses
  int depth = 1;              // height of this subtree (bounded by the parser)
  std::pmr::vector<AstExprPtr> items;
  std::pmr::vector<std::pair<std::string, AstExprPtr>> kwargs; // Call keywords, in order
};

enum class AstStmtKind {
  Expr, Assign, Return, Pass, Break, Continue, For, If, With, FunctionDef, ClassDef, Import
};

struct AstStmt;
using AstStmtPtr = AstRef<AstStmt>;

struct AstParam {
  std::string name;
  Pos pos;
  AstExprPtr annotation; // may be null
};

struct AstStmt {
  AstStmtKind kind = AstStmtKind::Pass;
  Pos pos;
  std::vector<std::string> comments;  // full-line comments just above the statement
  AstExprPtr target;                  // Assign (Name or Tuple), For, With `as` (may be null)
  AstExprPtr annotation;              // Assign with `x: T = v`
  AstExprPtr value;                   // Assign value, Expr, Return (may be null), For iter, If cond,
                                      // With context expression
  std::vector<AstStmtPtr> body;       // For/If/With/Def/Class body
  std::vector<AstStmtPtr> orelse;     // If else (an elif is one nested If)
  std::string name;                   // Def/Class name, Import module ("pypto.language")
  std::string alias;                  // Import alias
  std::vector<AstParam> params;       // Def
  AstExprPtr returns;                 // Def return annotation
  std::vector<AstExprPtr> decorators; // Def/Class
};

// Owns every node of one parse: nodes are constructed in place in chunks
// and destroyed together when the pool goes.
template <class T> class AstPool {
public:
  AstPool() = default;
  AstPool(const AstPool &) = delete;
  AstPool &operator=(const AstPool &) = delete;
  ~AstPool() {
    for (std::size_t c = 0; c < chunks_.size(); ++c) {
      std::size_t n = c + 1 == chunks_.size() ? used_ : kChunk;
      for (std::size_t k = 0; k < n; ++k)
        slot(c, k)->~T();
    }
  }
  template <class... A> T *make(A &&...args) {
    if (used_ == kChunk) {
      // Default-initialised: the bytes are raw storage that `new` below
      // constructs into, so zeroing each chunk (make_unique's value
      // initialisation) was pure cost, a memset of every node's bytes.
      chunks_.push_back(std::make_unique_for_overwrite<Chunk>());
      used_ = 0;
    }
    T *t = new (slot(chunks_.size() - 1, used_)) T(std::forward<A>(args)...);
    ++used_;
    return t;
  }

private:
  static constexpr std::size_t kChunk = 256;
  struct Chunk {
    alignas(T) unsigned char bytes[kChunk * sizeof(T)];
  };
  T *slot(std::size_t c, std::size_t k) {
    return reinterpret_cast<T *>(chunks_[c]->bytes + k * sizeof(T));
  }
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::size_t used_ = kChunk;
};

struct AstArena {
  // Declared first so it outlives the nodes whose lists it holds.
  std::pmr::monotonic_buffer_resource memory{std::size_t(1) << 16};
  AstPool<AstExpr> exprs;
  AstPool<AstStmt> stmts;
  AstExprPtr expr() { return AstExprPtr(exprs.make(&memory)); }
  AstStmtPtr stmt() { return AstStmtPtr(stmts.make()); }
};

} // namespace pipecheck::text
