#!/bin/bash
# tabula's go player against GNU Go 3.8 on 9x9 through `tabula match` and the gtp player
# (issue 12, item 5). Colours alternate; area counting (GNU Go with --chinese-rules), komi 7;
# after two passes both sides accept tabula's dead-stone proposal.
# Usage: bench/go_vs_gnugo.sh TABULA [GAMES] [TIME] [LEVEL]
set -u
BIN=$1
GAMES=${2:-10}
TIME=${3:-2s}
LEVEL=${4:-10}
GNUGO=$(command -v gnugo || echo /usr/games/gnugo)
echo "machine: $(nproc) cores, load before: $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s)
"$BIN" match go "go:time=$TIME,threads=2" \
    "gtp:cmd=$GNUGO --mode gtp --chinese-rules --level $LEVEL" \
    -n "$GAMES" --option size=9 --option komi=7
echo "wall: $(( $(date +%s) - start ))s, load after: $(cut -d' ' -f1-3 /proc/loadavg)"
