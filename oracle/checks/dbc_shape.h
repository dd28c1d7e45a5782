// Which double-buffered-C (dbC) loops have the shape the acc-single-buffer
// rule is documented for.
//
// reference/memory-reuse.md section 8: AutoTileMatmulL0 sets
// pipeline_double_buffer_c on "the inner directly-drained matmul pipeline";
// the Acc matmul results then get the loop's membership, CanonicalizeIOOrder
// schedules MMSS chunks of the body and rotates their innermost stage to
// stage % 2, so D_g = 2 and the results use exactly two L0C buffers. That
// chain of reasoning covers matmul results that are top-level statements of
// a dbC body whose loop is the only replicating one around them. Three
// shapes the attr can still be written on (the generator writes it by hand)
// are outside it, and the real PyPTO (kit, campaign seed 7) shows why:
//  * a dbC loop nested in another replicating pipeline loop: its clones also
//    carry the outer loop's stages, which nothing rotates (2 buffers per
//    outer stage: 4 under an outer stage=2 loop);
//  * a matmul under a loop or branch inside the dbC body: the rotation
//    applies to the body's top-level chunks, so those clones keep stages
//    0..F-1 (one buffer per stage: 8 under stage=8);
//  * an in-place matmul (tile.matmul_acc) into a tile not defined in the
//    dbC body (one from before the loop, or the loop's own carry): its
//    results live in that tile's buffer whatever their stage (the in-place
//    rule of InitMemRef), so they are no dbC buffer at all (3 buffers beside
//    a fresh matmul's two, where the rule counted 2: seeds 7 and 11).
// A function with any of them is not judged by the dbC half of the rule
// ("not checked" with this reason, never a guess at the right count).
#pragma once

#include <optional>
#include <string>

#include "core/ir/program.h"

namespace pipecheck::checks {

// Why the dbC loops of `fn` are outside the documented shape, or nullopt
// when every dbC loop has it (or there is none).
std::optional<std::string> dbcShapeOutsideReference(const ir::Function &fn);

} // namespace pipecheck::checks
