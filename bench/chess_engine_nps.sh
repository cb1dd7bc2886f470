#!/usr/bin/env bash
# Search speed of tabula's chess engine beside Stockfish's, same positions, same run:
# `go depth N` through UCI, nodes counted by each engine, CPU time (user) measured
# around the whole process so that a loaded machine does not distort the rate.
#
#   bench/chess_engine_nps.sh [DEPTH_TABULA] [DEPTH_STOCKFISH]     (defaults 11 and 16)
set -euo pipefail
cd "$(dirname "$0")/.."
SF=${STOCKFISH:-/usr/games/stockfish}
DT=${1:-11}
DS=${2:-16}
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula >/dev/null

POSITIONS=(
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
)

one() { # engine depth fen
    local log=/tmp/tabula_nps_$$.log
    ( printf 'uci\nisready\nposition fen %s\ngo depth %s\n' "$3" "$2"; \
      while ! grep -q '^bestmove' "$log" 2>/dev/null; do sleep 0.05; done; echo quit ) |
        /usr/bin/time -f "CPU %U" $1 >"$log" 2>"$log.time" || true
    local nodes cpu
    nodes=$(grep '^info depth' "$log" | grep -o ' nodes [0-9]*' | tail -1 | grep -o '[0-9]*')
    cpu=$(grep -o 'CPU [0-9.]*' "$log.time" | grep -o '[0-9.]*')
    rm -f "$log" "$log.time"
    echo "$nodes $cpu"
}

printf '%-10s %6s %12s %8s %12s   %s\n' engine depth nodes 'cpu s' 'nodes/s' position
for fen in "${POSITIONS[@]}"; do
    for e in tabula stockfish; do
        if [[ $e == tabula ]]; then r=$(one "build-bench/tabula uci" "$DT" "$fen"); d=$DT
        else r=$(one "$SF" "$DS" "$fen"); d=$DS; fi
        read -r nodes cpu <<<"$r"
        nps=$(echo "$nodes / ($cpu + 0.001)" | bc)
        printf '%-10s %6s %12s %8s %12s   %s\n' "$e" "$d" "$nodes" "$cpu" "$nps" "$fen"
    done
done
