#!/usr/bin/env bash
# Matches of tabula's chess engine (the `chess` player) against Stockfish and Fairy-Stockfish,
# equal fixed time per move, colours alternating, through `tabula match` and the uci player.
#
#   bench/chess_match.sh orthodox ELO [GAMES] [MS]   # chess vs Stockfish at UCI_Elo ELO
#   bench/chess_match.sh losing [GAMES] [MS] [OPENINGS]  # chess/losing vs Fairy-Stockfish
#                                                    # antichess (OPENINGS: a --openings file)
#
# Defaults: 100 games, 100 ms a move for both. The summary goes to standard output (and one
# line a game to standard error); RECORD=FILE keeps the games (tabula match --record). Uses a
# Release build in build-bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
SF=${STOCKFISH:-/usr/games/stockfish}
FSF=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula >/dev/null
BIN=build-bench/tabula
record=()
[[ -n ${RECORD:-} ]] && record=(--record "$RECORD")

case "${1:-}" in
orthodox)
    elo=${2:?ELO}
    games=${3:-100}
    ms=${4:-100}
    "$BIN" match chess "chess:time=${ms}ms" \
        "uci:cmd=$SF,movetime=$ms,elo=$elo,setoption=Threads=1/Hash=16" -n "$games" \
        --progress "${record[@]}"
    ;;
losing)
    games=${2:-100}
    ms=${3:-100}
    openings=()
    [[ -n ${4:-} ]] && openings=(--openings "$4")
    "$BIN" match chess/losing "chess:time=${ms}ms" \
        "uci:cmd=$FSF,variant=antichess,movetime=$ms,setoption=Threads=1/Hash=16" -n "$games" \
        --progress "${record[@]}" "${openings[@]}"
    ;;
*)
    echo "usage: $0 orthodox ELO [GAMES] [MS] | losing [GAMES] [MS] [OPENINGS]" >&2
    exit 2
    ;;
esac
