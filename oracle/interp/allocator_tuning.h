// Keeps freed memory in the process instead of returning it to the kernel.
//
// Every interpreter run allocates and frees tensors and arenas of up to a few
// MiB. glibc serves blocks over its mmap threshold with fresh mappings and
// trims the heap top on free, so each run paid page faults for memory the
// previous run had just given back (perf: 14% of a campaign's CPU in the page
// fault handler). Raising both thresholds once at start-up keeps those blocks
// in the heap for reuse. A no-op on other C libraries, and without effect
// where the build links mimalloc (CMakeLists.txt), which serves every
// allocation itself and keeps freed pages for reuse on its own; the setting
// still matters for the sanitizer builds and a build without mimalloc.
#pragma once

namespace pipecheck::interp {

void keepFreedMemoryMapped();

} // namespace pipecheck::interp
