#!/usr/bin/env bash
# Builds pipecheck's fuzz targets the way ClusterFuzzLite / OSS-Fuzz call the
# build (their Dockerfile copies the checkout to $SRC/pipecheck and
# .clusterfuzzlite/build.sh to $SRC, then runs $SRC/build.sh with $CC $CXX
# $CFLAGS $CXXFLAGS $LIB_FUZZING_ENGINE $SANITIZER $OUT $WORK set), then runs
# the checks their runner makes before fuzzing: every target is in $OUT, is
# executable, finds its shared libraries in $OUT (not only on this machine),
# and runs its seed corpus without a crash. Where a g++ build of the replayer
# exists ($PIPECHECK_BUILD_DIR, default build/), it also checks that the
# clang-built fuzz_pipeline decodes every seed to the very program the g++
# replayer decodes (the generator must not depend on the compiler, e.g. on
# the unspecified order in which function arguments are evaluated).
# Usage: fuzz/check-cflite-build.sh [address|undefined] [DIR]   (needs clang-14)
set -euo pipefail
sanitizer="${1:-address}"
base="${2:-/tmp/pipecheck-cflite-$sanitizer}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
case "$sanitizer" in
  address) san="-fsanitize=address -fsanitize-address-use-after-scope" ;;
  undefined)
    # As OSS-Fuzz's undefined build: unsigned overflow is instrumented but
    # recoverable and silenced at run time (well-defined wrap-around, e.g. in
    # libstdc++'s npos arithmetic); every other check aborts.
    fatal=array-bounds,bool,builtin,enum,float-divide-by-zero,function,integer-divide-by-zero,null,object-size,return,returns-nonnull-attribute,shift,signed-integer-overflow,unreachable,vla-bound,vptr
    san="-fsanitize=$fatal,unsigned-integer-overflow -fno-sanitize-recover=$fatal"
    export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:silence_unsigned_overflow=1}" ;;
  *) echo "usage: $0 [address|undefined] [DIR]" >&2; exit 2 ;;
esac
rm -rf "$base/out" "$base/src"
mkdir -p "$base/src" "$base/out" "$base/work"
# The checkout as the Dockerfile lays it out (a copy of the tracked files).
mkdir -p "$base/src/pipecheck"
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$base/src/pipecheck"
cp "$repo/.clusterfuzzlite/build.sh" "$base/src/build.sh"

export SRC="$base/src" OUT="$base/out" WORK="$base/work" SANITIZER="$sanitizer"
export CC=clang-14 CXX=clang++-14 FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only $san -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS" LIB_FUZZING_ENGINE="-fsanitize=fuzzer"
(cd "$SRC/pipecheck" && bash "$SRC/build.sh")

status=0
for t in fuzz_pipeline fuzz_text; do
  bin="$OUT/$t"
  if [ ! -x "$bin" ]; then echo "FAIL: $bin missing or not executable"; status=1; continue; fi
  for f in "$t.options" "${t}_seed_corpus.zip"; do
    [ -f "$OUT/$f" ] || { echo "FAIL: $OUT/$f missing"; status=1; }
  done
  # Every library outside the runner image's base set must resolve into $OUT.
  if ldd "$bin" | grep -q 'libz3' && ! ldd "$bin" | grep 'libz3' | grep -q "$OUT/lib/"; then
    echo "FAIL: $t resolves libz3 outside \$OUT: $(ldd "$bin" | grep libz3)"; status=1
  fi
  seeds="$base/seeds/$t"
  rm -rf "$seeds"; mkdir -p "$seeds"
  unzip -q -o "$OUT/${t}_seed_corpus.zip" -d "$seeds"
  log="$base/$t.run.log"
  if (cd "$OUT" && "./$t" -runs=0 "$seeds" >"$log" 2>&1); then
    echo "ok: $t ($sanitizer) ran its $(ls "$seeds" | wc -l) seeds: $(grep -o 'INITED.*' "$log" | head -1)"
  else
    echo "FAIL: $t ($sanitizer) on its seeds, see $log"; tail -20 "$log"; status=1
  fi
done
gxx_replay="${PIPECHECK_BUILD_DIR:-$repo/build}/fuzz/fuzz_pipeline_replay"
if [ -x "$gxx_replay" ]; then
  # The replayer from the same clang build decodes exactly as the target does.
  ninja -C "$WORK/build" fuzz_pipeline_replay >/dev/null
  differ=0 seeds=0
  for seed in "$base/seeds/fuzz_pipeline"/*.bin; do
    seeds=$((seeds + 1))
    a="$(PIPECHECK_PRINT_PROGRAM=1 "$WORK/build/fuzz/fuzz_pipeline_replay" "$seed" 2>/dev/null | grep -v '^replay' || true)"
    b="$(PIPECHECK_PRINT_PROGRAM=1 "$gxx_replay" "$seed" 2>/dev/null | grep -v '^replay' || true)"
    if [ "$a" != "$b" ]; then
      echo "FAIL: $(basename "$seed") decodes to another program under clang than under g++"
      differ=$((differ + 1))
    fi
  done
  if [ $differ -eq 0 ]; then echo "ok: all $seeds seeds decode to the same program under clang and g++"; else status=1; fi
else
  echo "note: no g++ replayer at $gxx_replay: the clang/g++ decoding comparison was not run"
fi
exit $status
