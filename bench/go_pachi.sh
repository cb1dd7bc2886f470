#!/bin/bash
# tabula's go player against Pachi on 9x9 through `tabula match` and the gtp player, equal
# time per move (Pachi's -t), colours alternating, area counting, komi 7.
# Debian has no Pachi Go engine (its package `pachi` is a platform game, "Pachi el marciano"):
# build Pachi from its sources and give its path in PACHI.
# Usage: PACHI=/path/to/pachi bench/go_pachi.sh TABULA [GAMES] [SECONDS]
set -u
BIN=$1
GAMES=${2:-20}
SECONDS_PER_MOVE=${3:-1}
PACHI=${PACHI:-}
if [[ -z $PACHI || ! -x $PACHI ]] ||
    ! printf 'name\nquit\n' | "$PACHI" 2>/dev/null | grep -qi '^= *pachi'; then
    echo "no Pachi Go engine: set PACHI to its path (Debian's 'pachi' is another program)" >&2
    exit 2
fi
echo "machine: $(nproc) cores; uptime before: $(uptime)"
start=$(date +%s)
"$BIN" match go "go:time=${SECONDS_PER_MOVE}s,threads=2" \
    "gtp:cmd=$PACHI -t $SECONDS_PER_MOVE threads=2" \
    -n "$GAMES" --option size=9 --option komi=7
echo "wall: $(( $(date +%s) - start ))s; uptime after: $(uptime)"
