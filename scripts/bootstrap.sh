#!/usr/bin/env bash
# Sets up a fresh Debian machine for Damka and builds it: installs the Debian packages the
# build needs, configures with CMake (Ninja, ccache) and builds into ./build (or
# $DAMKA_BUILD_DIR; CC/CXX pick the compiler of a new build folder).
#   bash scripts/bootstrap.sh --main [cmake args]   the main job: `damka` and its plugins only
#   bash scripts/bootstrap.sh [cmake args]          everything: tests, benchmarks, the package
# Run as root after apt-get update.
set -euo pipefail
cd "$(dirname "$0")/.."

main_only=0
if [ "${1:-}" = "--main" ]; then
  main_only=1
  shift
fi

# What `damka` and its plugins need to build and run.
packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev libqt6sql6-sqlite libqt6sql6-psql libsqlite3-dev qt6-httpserver-dev qt6-websockets-dev
  qt6-tools-dev qt6-l10n-tools
  libboost-dev liblemon-dev libqrencode-dev
)
# What the tests, benchmarks, fuzzers and the package need besides.
if [ $main_only = 0 ]; then
  packages+=(
    clang clang-format binutils postgresql chromium chromium-driver python3-selenium
    googletest libgtest-dev libgmock-dev libbenchmark-dev help2man zbar-tools
  )
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

build=${DAMKA_BUILD_DIR:-build}
if [ $main_only = 1 ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDAMKA_TESTS=OFF -DDAMKA_BENCHMARKS=OFF "$@"
  cmake --build "$build" -j"$(nproc)" --target damka-app
else
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDAMKA_TESTS=ON -DDAMKA_BENCHMARKS=ON "$@"
  cmake --build "$build" -j"$(nproc)"
fi
