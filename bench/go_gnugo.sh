#!/bin/bash
# tabula's go player against GNU Go 3.8 (Debian `gnugo`) on 9x9 through `tabula match` and the
# gtp player (issue 12). Colours alternate; area counting (GNU Go with --chinese-rules), komi 7;
# after two passes both sides accept tabula's dead-stone proposal. GNU Go's level fixes its
# depth, not its time: the time below is ours per move.
# Usage: bench/go_gnugo.sh TABULA [GAMES] [TIME] [LEVEL] [SIZE] [THREADS] [SEED]
# (two matches with THREADS=1 and different SEEDs can share the two cores side by side)
set -u
BIN=$1
GAMES=${2:-20}
TIME=${3:-1s}
LEVEL=${4:-10}
SIZE=${5:-9}
THREADS=${6:-2}
SEED=${7:-1}
GNUGO=$(command -v gnugo || echo /usr/games/gnugo)
echo "machine: $(nproc) cores; uptime before: $(uptime)"
start=$(date +%s)
"$BIN" match go "go:time=$TIME,threads=$THREADS" \
    "gtp:cmd=$GNUGO --mode gtp --chinese-rules --level $LEVEL" \
    -n "$GAMES" --option size="$SIZE" --option komi=7 --progress --seed "$SEED"
echo "wall: $(( $(date +%s) - start ))s; uptime after: $(uptime)"
