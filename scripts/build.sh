#!/usr/bin/env bash
# Configures and builds pipecheck (release-with-debug-info, g++) into build/.
# Usage: scripts/build.sh [extra cmake args...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${PIPECHECK_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja "$@" >/dev/null
ninja -C "$build" -j"$(nproc)"
