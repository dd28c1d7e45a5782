#!/bin/bash -eu
# fuzz/build.sh: OSS-Fuzz / ClusterFuzzLite build script for pipecheck's fuzz
# targets (fuzz_pipeline, fuzz_text).
#
# Honours the variables OSS-Fuzz sets: $CC $CXX $CFLAGS $CXXFLAGS (sanitizer
# and coverage flags, e.g. -fsanitize=address -fsanitize=fuzzer-no-link),
# $LIB_FUZZING_ENGINE (link flags of the engine, e.g. -fsanitize=fuzzer),
# $OUT (where the targets go), and $SRC / $WORK when set (the checkout is
# $SRC/pipecheck or this script's repository; the build tree is $WORK/build).
# Writes to $OUT: each target, <target>_seed_corpus.zip (corpus/bytes for
# fuzz_pipeline, corpus/*.py for fuzz_text), <target>.dict (fuzz/pl.dict) and
# <target>.options, plus $OUT/lib/libz3.so* (the targets find it through
# their $ORIGIN/lib rpath). The image needs cmake, ninja, libz3-dev, zip
# (scripts/setup.sh installs them locally). Local test:
#   CC=clang-14 CXX=clang++-14 CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only \
#     -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link" \
#   CXXFLAGS="$CFLAGS" LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=/tmp/ossfuzz-out fuzz/build.sh
repo=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "${SRC:-}" ] && [ -d "$SRC/pipecheck" ]; then repo="$SRC/pipecheck"; fi
: "${CC:?CC must be set}" "${CXX:?CXX must be set}" "${OUT:?OUT must be set}"
: "${LIB_FUZZING_ENGINE:?LIB_FUZZING_ENGINE must be set}"
CFLAGS=${CFLAGS:-} CXXFLAGS=${CXXFLAGS:-}
work=${WORK:-/tmp/pipecheck-fuzz-work}
build="$work/build"
mkdir -p "$OUT" "$build"

launcher=()
if command -v ccache > /dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake --no-warn-unused-cli -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DCMAKE_CXX_FLAGS_RELEASE="" \
  -DPIPECHECK_FUZZ=OFF -DPIPECHECK_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DPIPECHECK_TESTS=OFF -DPIPECHECK_BENCH=OFF "${launcher[@]}"
ninja -C "$build" -j"${PIPECHECK_BUILD_JOBS:-$(nproc)}" fuzz_pipeline fuzz_text

mkdir -p "$OUT/lib"
for t in fuzz_pipeline fuzz_text; do
  cp "$build/fuzz/$t" "$OUT/"
  cp "$repo/fuzz/$t.options" "$OUT/"
  # Shared libraries outside the base image (libz3) travel with the targets.
  ldd "$build/fuzz/$t" | awk '/libz3/ {print $3}' | while read -r lib; do
    cp -L "$lib" "$OUT/lib/"
  done
done
cp "$repo/fuzz/pl.dict" "$OUT/fuzz_text.dict"
rm -f "$OUT/fuzz_pipeline_seed_corpus.zip" "$OUT/fuzz_text_seed_corpus.zip"
zip -q -j "$OUT/fuzz_pipeline_seed_corpus.zip" "$repo"/corpus/bytes/*
# Not the seeds whose round-trip fails by design (`# expect: fails round-trip`):
# nearly every mutant of one would stop the run on that known finding
# (fuzz/campaign says why).
grep -L '^# expect: fails round-trip' "$repo"/corpus/*.py | zip -q -j "$OUT/fuzz_text_seed_corpus.zip" -@
echo "fuzz/build.sh: wrote $(ls "$OUT" | tr '\n' ' ')"
