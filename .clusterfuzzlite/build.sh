#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz entry point: the one build script is
# fuzz/build.sh (it honours $CC $CXX $CFLAGS $CXXFLAGS $LIB_FUZZING_ENGINE
# $OUT $SRC $WORK); this file only hands over to it, so the local build, the
# OSS-Fuzz build and the ClusterFuzzLite build cannot drift apart.
exec "$SRC/pipecheck/fuzz/build.sh"
