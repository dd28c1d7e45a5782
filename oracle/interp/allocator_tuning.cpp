#include "oracle/interp/allocator_tuning.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace pipecheck::interp {

void keepFreedMemoryMapped() {
#if defined(__GLIBC__)
  // 32 MiB (glibc's maximum) is over any tensor or arena a run allocates; the
  // trim threshold above it so a freed arena at the heap top stays mapped.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

} // namespace pipecheck::interp
