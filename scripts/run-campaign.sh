#!/usr/bin/env bash
# The main job: set up, build, then a short campaign of the built-in generator through the whole
# pass pipeline and the property catalogue. Findings are reduced and written under out/findings/.
# Usage: scripts/run-campaign.sh [seconds] [seed]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
"${PIPECHECK_BUILD_DIR:-$root/build}/tools/pipecheck" campaign --seconds "${1:-60}" \
  --seed "${2:-1}" --out "$root/out/findings"
