#!/usr/bin/env bash
# Installs every Debian package pipecheck's build, tests, fuzzing and benchmarks need.
# Idempotent: packages already present are skipped; apt-get runs only when something is missing.
# Needs root (or sudo) on a Debian 12 machine.
set -euo pipefail

packages=(
  cmake ninja-build pkg-config g++
  clang-14 libclang-rt-14-dev       # libFuzzer and the sanitizer runtimes
  googletest libgtest-dev libgmock-dev
  librapidcheck-dev
  libz3-dev
  libbenchmark-dev
  zip                               # fuzz/build.sh: OSS-Fuzz seed corpus zips
  python3 python3-numpy python3-pytest # `pypto`-labelled tests: the kit imports numpy; report --confirm runs pytest
  ccache                            # scripts/build.sh uses it when present
  libmimalloc-dev                   # the allocator every program links (CMakeLists.txt)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
