#!/usr/bin/env bash
# Configures and builds pipecheck (release-with-debug-info, g++) into build/.
# Usage: scripts/build.sh [extra cmake args...]
# Uses ccache when it is installed (setup.sh installs it); the cache is keyed
# relative to the source root, so clones in other folders share it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${PIPECHECK_BUILD_DIR:-$root/build}"
launcher=()
if command -v ccache >/dev/null 2>&1; then
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}" CCACHE_NOHASHDIR=1
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$root" -B "$build" -G Ninja "${launcher[@]}" "$@" >/dev/null
ninja -C "$build" -j"$(nproc)"
