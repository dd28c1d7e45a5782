#!/usr/bin/env bash
# The test command: set up, build, run every test (unit, golden, corpus, properties) with ctest.
# PIPECHECK_RC_SCALE scales the property budget (default 1; nightly runs use 20 or more).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
cd "${PIPECHECK_BUILD_DIR:-$root/build}"
ctest -j"$(nproc)" --output-on-failure --timeout 900
