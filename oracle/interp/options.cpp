// Names of run options; see options.h.
#include "oracle/interp/options.h"

namespace pipecheck::interp {

const char *divModeName(DivMode m) { return m == DivMode::Floor ? "floor" : "trunc"; }

const char *bufferAddressingName(BufferAddressing a) {
  switch (a) {
  case BufferAddressing::Auto:
    return "auto";
  case BufferAddressing::Relative:
    return "relative";
  case BufferAddressing::Absolute:
    return "absolute";
  }
  return "?";
}

} // namespace pipecheck::interp
