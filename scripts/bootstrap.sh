#!/usr/bin/env bash
# Sets up a fresh Debian machine for Damka and builds it: installs the Debian packages the
# build needs, configures with CMake (Ninja, ccache) and builds everything into ./build
# (or $DAMKA_BUILD_DIR; CC/CXX pick the compiler of a new build folder).
# Usage: bash scripts/bootstrap.sh [extra cmake arguments]   (run as root after apt-get update)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  build-essential cmake ninja-build ccache pkg-config clang clang-format binutils
  qt6-base-dev libqt6sql6-sqlite libqt6sql6-psql qt6-httpserver-dev qt6-websockets-dev
  qt6-tools-dev qt6-l10n-tools
  postgresql
  chromium chromium-driver python3-selenium
  libboost-dev liblemon-dev
  googletest libgtest-dev libgmock-dev libbenchmark-dev
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

build=${DAMKA_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
cmake --build "$build" -j"$(nproc)"
