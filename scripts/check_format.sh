#!/usr/bin/env bash
# Checks that every C and C++ source keeps the layout of .clang-format (clang-format from
# Debian, installed by bootstrap.sh). With --fix, rewrites the files instead. The ABI 1.0
# headers kept as test data (tests/abi/v1_0) stay as they were published.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=(--dry-run --Werror)
[ "${1:-}" = "--fix" ] && mode=(-i)
find app arbiter bench fuzz host plugin-api plugins reports server tests \
     -path tests/abi/v1_0 -prune -o \
     -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' -o -name '*.c' \) -print0 |
  xargs -0 clang-format "${mode[@]}"
