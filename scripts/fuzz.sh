#!/usr/bin/env bash
# Runs the libFuzzer targets one at a time, niced, each for SECONDS from its seed corpus
# (fuzz/corpus/<target>, only read); new inputs go to BUILD/fuzz-corpus/<target>, crashes to
# BUILD/fuzz-artifacts/. Prints the executions each target reached; exit 1 if one found a bug.
# Usage: scripts/fuzz.sh SECONDS [TARGET...]   (default: every target; BUILD: $DAMKA_FUZZ_BUILD
# or build-asan, configured with -DDAMKA_FUZZ=ON — fuzz/README.md). CI's ctest runs it too.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: scripts/fuzz.sh SECONDS [TARGET...]}
shift
build=${DAMKA_FUZZ_BUILD:-build-asan}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(pdn trf player_csv setup_moves event_log request_framing)

status=0
for t in "${targets[@]}"; do
  bin="$build/bin/fuzz_$t"
  if [ ! -x "$bin" ]; then
    echo "fuzz.sh: $bin is not built (configure with -DDAMKA_FUZZ=ON, fuzz/README.md)" >&2
    exit 2
  fi
  mkdir -p "$build/fuzz-corpus/$t" "$build/fuzz-artifacts"
  log="$build/fuzz-artifacts/$t.log"
  # -timeout: an input that takes 10 s is a finding (parsers must be linear, issue 13).
  if nice "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
      -print_final_stats=1 -artifact_prefix="$build/fuzz-artifacts/$t-" \
      "$build/fuzz-corpus/$t" "fuzz/corpus/$t" >"$log" 2>&1; then
    result=ok
  else
    result="FOUND A BUG: $log"
    status=1
    tail -n 40 "$log" >&2
  fi
  execs=$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  printf '%-12s %12s executions in %s s  %s\n' "$t" "${execs:-?}" "$seconds" "$result"
done
exit $status
