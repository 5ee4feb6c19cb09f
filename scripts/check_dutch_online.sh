#!/usr/bin/env bash
# A Swiss of online size checked round by round: generates a 9,999-player, 11-round tournament
# with the Dutch engine (damka pairing -g, the endorsed engines' generator keys) and pairs every
# round again from the rounds before it (damka pairing -c). 9,999 is the most a TRF file holds:
# its start numbers have four columns (TRF-16 001, columns 5-8). Prints each step's CPU time
# (and peak memory where GNU time is installed); exit 0 only when the check finds every round identical.
# Usage: scripts/check_dutch_online.sh build/bin/damka [SEED] [WORKDIR]   (about 20 minutes)
set -euo pipefail
damka=${1:?usage: check_dutch_online.sh DAMKA [SEED] [WORKDIR]}
seed=${2:-2026}
work=${3:-$(mktemp -d)}
mkdir -p "$work"
cat > "$work/online.cfg" <<CFG
PlayersNumber=9999
RoundsNumber=11
ForfeitRate=50
HalfPointByeRate=50
CFG
# GNU time (Debian's `time` package) also gives the peak memory; bash's own only the CPU time.
timed() {
    local what=$1
    shift
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "$what: %U s CPU, %M KB peak" "$@"
    else
        local TIMEFORMAT="$what: %U s CPU"
        time "$@"
    fi
}
echo "generating 9999 players, 11 rounds, seed $seed in $work"
timed generated "$damka" pairing --dutch -g "$work/online.cfg" -o "$work/online.trf" -s "$seed"
timed checked "$damka" pairing --dutch "$work/online.trf" -c
