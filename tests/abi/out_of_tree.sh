#!/usr/bin/env bash
# Installs the plugin SDK from the build, builds the example plugin against it with clang in
# a separate CMake project, and has the host (built with g++) load and play it.
set -euo pipefail
build=$1 example=$2 work=$3 tests=$4
rm -rf "$work"
mkdir -p "$work"
cmake --install "$build" --component sdk --prefix "$work/sdk" >/dev/null
CC=clang CXX=clang++ cmake -S "$example" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/sdk" \
  -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/build" >/dev/null
grep -q "CMAKE_CXX_COMPILER:FILEPATH=.*clang" "$work/build/CMakeCache.txt" \
  || { echo "the example was not built with clang"; exit 1; }
plugin=$(find "$work/build" -name 'libdamka_example_frogs.so' | head -n 1)
[ -n "$plugin" ] || { echo "the out-of-tree plugin was not built"; exit 1; }
DAMKA_EXTERNAL_PLUGIN="$plugin" "$tests"
