#!/usr/bin/env bash
# The exact results of docs/solved.md: Semáforo 3x3 and 3x4, Rastros from the spec's
# positions and from the start, Gatos & Cães on small boards with and without a central zone;
# Alak on lines of 3 to 11 points and Go on the smallest boards.
# Usage: bench/solve_small_boards.sh [SECONDS]   (limit per position, default 120)
# Set TABULA to another binary (default build/tabula, built with `make` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-120}
tabula=${TABULA:-build/tabula}
[[ -x $tabula ]] || make >/dev/null
run() {
    echo "== tabula solve $*"
    "$tabula" solve "$@" --time "$limit" 2>/dev/null || true
}
run semaforo --option board=3x3
run semaforo
run rastros --position "7/7/7/7/7/2WB3/3B3 1"
run rastros --position "3W3/2B4/3BB2/3B3/7/7/7 1"
run rastros --tt 256
# The central zone of a WxH board: its middle square, or the middle two or four.
centre() {
    local w=$1 h=$2 cols rows c0 r0 zone="" r c
    cols=$((w % 2 ? 1 : 2))
    rows=$((h % 2 ? 1 : 2))
    c0=$(((w - cols) / 2))
    r0=$(((h - rows) / 2))
    for ((r = r0; r < r0 + rows; r++)); do
        for ((c = c0; c < c0 + cols; c++)); do
            zone="${zone:+$zone,}$(printf "\\x$(printf %x $((97 + c)))")$((r + 1))"
        done
    done
    echo "$zone"
}
for size in 2x2 2x3 3x3 3x4 4x4 4x5 5x5 4x6 5x6 6x6; do
    w=${size%x*}
    h=${size#*x}
    run gatos-caes --option "size=$size" --option central_zone=none
    run gatos-caes --option "size=$size" --option "central_zone=$(centre "$w" "$h")"
done
# Alak on lines of 3 to 11 points, and Go on 2x2 with the komi at which the value turns
# (area counting, situational superko, the board as it stands after two passes).
for length in 3 4 5 6 7 8 9 10 11; do
    run go/alak --option length=$length
done
for komi in 0 1 2 3; do
    run go --option size=2 --option komi=$komi --option ko=situational-superko --option dead=none
done
run go --option size=3 --option komi=0 --option ko=situational-superko --option dead=none
