// Which double-buffered-C (dbC) loops have the shape the acc-single-buffer
// rule is documented for.
//
// reference/memory-reuse.md section 8: AutoTileMatmulL0 sets
// pipeline_double_buffer_c on "the inner directly-drained matmul pipeline";
// the Acc matmul results then get the loop's membership, CanonicalizeIOOrder
// schedules MMSS chunks of the body and rotates their innermost stage to
// stage % 2, so D_g = 2 and the results use exactly two L0C buffers. That
// chain of reasoning covers matmul results that are statements of a dbC
// body (not of a loop inside it) whose loop is the only replicating one
// around them. Four
// shapes the attr can still be written on (the generator writes it by hand)
// are outside it, and the real PyPTO (kit, campaign seeds 7, 43, 17) shows why:
//  * a dbC loop nested in another replicating pipeline loop: its clones also
//    carry the outer loop's stages, which nothing rotates (2 buffers per
//    outer stage: 4 under an outer stage=2 loop);
//  * a matmul under a pl.pipeline loop (even of stage 1) inside the dbC
//    body: the rotation does not reach into it, so those clones keep stages
//    0..F-1 (one buffer per stage: 8 under stage=8; the kit's
//    canonicalize_io_order output shows memberships 0:0 .. 0:7). Under an
//    inner pl.range loop or an If the kit rotates (0:0, 0:1, 0:0, ...: two
//    buffers), and those are judged (the zoo's canon-no-dbc-rotation is
//    caught on such generated programs);
//  * an Acc tile the body makes with another op (an extract into Acc),
//    whether a tile.matmul_acc then updates it in place or not: that op's
//    membership keeps the clone's stage, which the rotation does not touch
//    (3 buffers under stage=3: seed 43), and the fresh matmul results
//    beside it may share those unrotated buffers (a fresh matmul's 8 clones
//    in 4 buffers under stage=8: seed 17, generator seed 17001471; only
//    carried by an inner pl.range loop, 4 buffers under stage=6: seed 619,
//    generator seed 619002666; the kit's plans are the same);
//  * an in-place matmul into a tile not defined in the dbC body (one from
//    before the loop, or the loop's own carry): its results live in that
//    tile's buffer whatever their stage (the in-place rule of InitMemRef),
//    so they are no dbC buffer at all (3 buffers beside a fresh matmul's
//    two, where the rule counted 2: seeds 7 and 11).
// A function with one of the first three is not judged by the dbC half of
// the rule ("not checked" with this reason, never a guess at the right
// count). The fourth leaves the other results judged: the in-place results
// are left out of the count (named, so the verdict can say so), because
// dropping the whole function let the zoo's canon-no-dbc-rotation survive
// (the generator's dbC loops often accumulate into their carry beside a
// fresh matmul, as real kernels do).
#pragma once

#include <optional>
#include <set>
#include <string>

#include "core/ir/program.h"

namespace pipecheck::checks {

struct DbcShape {
  // Why the dbC loops of the function are outside the documented shape, or
  // nullopt when every dbC loop has it (or there is none).
  std::optional<std::string> outside;
  // Source names of in-place matmul results into a tile not defined in the
  // dbC body, and why (for the verdict).
  std::set<std::string> inPlaceOnForeign;
  std::string inPlaceWhy;
};

DbcShape dbcShapeOf(const ir::Function &fn);

// True when a plan tile named `planName` is a clone of the source def named
// `sourceName` (the same name, or it plus the printer's `_N` suffixes).
bool cloneOfName(const std::string &planName, const std::string &sourceName);

} // namespace pipecheck::checks
