// pipecheck's model of the rules by which PyPTO's own parser rejects text
// that PyPTO's printer wrote (issue 13 item 4): pipecheck reads such text
// (the snapshot reading, parser.h), and the round-trip property reports
// "PyPTO cannot read this back" with the class and message PyPTO's parser
// would raise. The kit decides when it is importable (the worker re-parses
// each snapshot it printed); this model decides otherwise. The rules, as the
// kit answers them (PyPTO 0.1.0; tests/readback checks them against it):
//  * free variable: a body use of a Var that nothing defines (printed
//    `NAME__FREE_VAR`): UndefinedVariableError "Undefined variable 'NAME'"
//    at the use;
//  * a parameter's (or the return) type naming a Var that is not a dynamic
//    dimension (`N = pl.dynamic("N")`), even another parameter (PyPTO reads
//    the signature before it binds any parameter; its printer writes param
//    types naming params and vars a body defines): ParserSyntaxError
//    "NameError: name 'm' is not defined" at the def line, column 1;
//  * tile.load without clamp=True whose window is provably out of bounds,
//    on a static source dim: with every Var taken as >= 0 and unbounded
//    above (PyPTO's bound analysis knows no loop ranges), an offset whose
//    upper bound is < 0 is "tile.load offset D is provably negative (EXPR);
//    a window must start inside its source"; one whose lower bound plus the
//    valid-shape extent E exceeds the source extent S is "tile.load reads
//    past the end of dimension D: offset EXPR + extent E exceeds the source
//    extent S. Pass clamp=True -- ..." (InvalidOperationError, prefixed
//    "pl.tile operation 'load': ");
//  * tile.slice the same way against its source tile, with the slice's
//    shape: "tile.slice reads past the end of dimension D: offset EXPR +
//    extent E exceeds the source extent S. An on-chip window has no
//    clamping mechanism, ..." (prefixed "pl.tile operation 'slice': ");
//  * tile.store the same way against its target, with the stored tile's
//    valid extent (its shape where it has no valid_shape), where tile,
//    offsets and target have one rank: "tile.store offset D is provably
//    negative (EXPR); a write must start inside its target", or "tile.store
//    writes past the end of dimension D: offset EXPR + extent E exceeds the
//    target extent S. A store performs no layout conversion ..."
//    (InvalidOperationError, prefixed "pl.tile operation 'store': ");
//  * any of those inside the body of a for loop with iter_args is replaced
//    by the loop's own complaint (PyPTO's loop builder finds no return vars
//    when its body raised): ParserSyntaxError "Failed to parse function 'F':
//    For loop has K iteration arguments but 0 return variables. They must
//    match.", K the outermost such loop's count, at the def.
//  * runtime scope placement: a MANUAL scope inside a MANUAL one, an AUTO
//    `with pl.scope()` in a function without auto_scope=False, or an AUTO
//    scope inside a MANUAL one: ParserSyntaxError "a manual scope may not be
//    nested inside another manual scope", "a hand-placed AUTO 'with
//    pl.scope()' requires @pl.function(auto_scope=False)", "an AUTO scope may
//    not be nested inside a manual scope", at the with statement;
//  * a call whose printed positional args take the DSL position of a kwarg
//    it also prints (the table's `^` args: tensor.gather(x, i, dim=1),
//    tensor.scatter(x, i, s, dim=-1), tensor.matmul_acc with init_cond):
//    InvalidOperationError "pl.tensor operation 'gather': gather() got
//    multiple values for argument 'dim'" at the call;
//  * a tile.load whose target_memory is other than Vec or Mat, or of an
//    MX-layout tensor into other than Mat: PyPTO's DSL wrapper (not its C++
//    op construction, so a pass could build one and print it) raises
//    InvalidOperationError "pl.tile operation 'load': tile.load of an
//    MX-layout tensor requires explicit target_memory=MemorySpace.Mat (MX
//    scale loads are L1/Mat only); got MemorySpace.X", else "...
//    target_memory for tile.load must be MemorySpace.Vec or MemorySpace.Mat,
//    got MemorySpace.X" (kit-probed; the parser applies the same rule to
//    user input, pyptoDslRejects); and, from the same wrapper, a tile.load
//    whose offsets, shapes and valid_shape differ in rank: "... offsets and
//    shapes must have same number of dimensions, got 2 offsets and 1
//    shapes", "... valid_shape and shapes must have same number of
//    dimensions, ...".
// Functions are judged in text order, the signature before the body; the
// first rejection is PyPTO's.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/ir/diagnostic.h"
#include "core/ir/program.h"

namespace pipecheck::text {

// The rule name on the diagnostics below.
inline constexpr const char *kPyptoParserRule = "pypto-parser";

// The exception PyPTO's parser raises on the printed text of p (kind = its
// class, message, location in the text p was read from), or nullopt when
// the model finds none of the rules above broken.
std::optional<ir::Diagnostic> pyptoRejects(const ir::Program &p);

// The rules of PyPTO's DSL wrappers above that judge one call by its
// operands and kwargs (the tile.load targets and ranks), in the wrapper's order, which
// runs before the op's own type rules; the model above asks it on every call
// of a snapshot, and the parser before it builds a call of user input (a
// snapshot's reading, ParseOptions::freeVars, leaves it to the model).
std::optional<ir::Diagnostic> pyptoDslRejects(std::string_view op,
                                              const std::vector<ir::ExprPtr> &args,
                                              const ir::AttrList &kwargs, const ir::SourceLoc &at);

// The window rules above on one built call (a tile.load's valid extent, a
// tile.slice's shape, a tile.store's tile, against the constant extents of
// what it reads or writes): PyPTO's op
// construction checks them whenever it builds the call from text, so the
// parser applies them to user input too, while a pass that builds the call
// without them can print one (round-trip's readback model reports it).
std::optional<ir::Diagnostic> pyptoWindowRejects(const ir::Call &c, const ir::SourceLoc &at);

} // namespace pipecheck::text
