// Names of run options; see options.h.
#include "oracle/interp/options.h"

namespace pipecheck::interp {

const char *divModeName(DivMode m) { return m == DivMode::Floor ? "floor" : "trunc"; }

} // namespace pipecheck::interp
