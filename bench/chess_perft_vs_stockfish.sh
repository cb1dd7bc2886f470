#!/usr/bin/env bash
# Full-depth perft of tabula's chess engine against Stockfish (orthodox chess) and
# Fairy-Stockfish (UCI_Variant antichess for chess/losing, shatranj for chess/shatranj),
# position by position.
#
#   bench/chess_perft_vs_stockfish.sh [--quick]
#
# Our side: bench/chess_perft.c built against a Release build of the library, or, when
# TABULA_BIN is set, `$TABULA_BIN perft VARIANT DEPTH --position FEN` (last line = count).
# Times are CPU seconds (user + system) of each whole process, start-up included, measured by
# /usr/bin/time: unlike wall-clock time they hardly depend on the machine's load.
# Depths stay at or below 8 plies: deeper trees can reach a third repetition, which ends the
# game for us (rules/chess.md C3) but not for a perft counter that ignores history.
set -euo pipefail
cd "$(dirname "$0")/.."
QUICK=0
[[ "${1:-}" == "--quick" ]] && QUICK=1
SF=${STOCKFISH:-/usr/games/stockfish}
FSF=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}

if [[ -z "${TABULA_BIN:-}" ]]; then
    cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
    cmake --build build-bench -j2 --target tabula_lib >/dev/null
    cc -O2 -std=gnu11 -Iinclude -Isrc bench/chess_perft.c build-bench/libtabula_lib.a -lm -lpthread \
        -o build-bench/chess_perft
fi

CPU_LOG=$(mktemp)
trap 'rm -f "$CPU_LOG"' EXIT
cpu_seconds() { # the CPU time /usr/bin/time wrote last
    awk '/^CPU / { printf "%.2f", $2 + $3 }' "$CPU_LOG"
}

ours() { # variant depth fen
    if [[ -n "${TABULA_BIN:-}" ]]; then
        /usr/bin/time -o "$CPU_LOG" -f 'CPU %U %S' "$TABULA_BIN" perft "$1" "$2" --position "$3" |
            tail -1 | grep -o '[0-9]*$'
    else
        /usr/bin/time -o "$CPU_LOG" -f 'CPU %U %S' build-bench/chess_perft "$1" "$2" "$3" |
            tail -1 | grep -o '[0-9]*$'
    fi
}

peer() { # variant depth fen
    local setup="" engine=$FSF
    case "$1" in
    chess/losing) setup="setoption name UCI_Variant value antichess" ;;
    chess/shatranj) setup="setoption name UCI_Variant value shatranj" ;;
    *) engine=$SF ;;
    esac
    printf '%s\nposition fen %s\ngo perft %s\nquit\n' "$setup" "$3" "$2" |
        /usr/bin/time -o "$CPU_LOG" -f 'CPU %U %S' "$engine" 2>/dev/null |
        grep 'Nodes searched' | grep -o '[0-9]*$'
}

# variant | depth | quick depth | FEN
CASES=$(cat <<'LIST'
chess|6|5|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
chess|5|4|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
chess|7|6|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
chess|5|4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1
chess|5|4|r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1
chess|5|4|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8
chess|5|4|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10
chess|6|5|3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1
chess|6|5|8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1
chess|6|5|8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1
chess|6|5|8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1
chess|6|5|5k2/8/8/8/8/8/8/4K2R w K - 0 1
chess|6|5|3k4/8/8/8/8/8/8/R3K3 w Q - 0 1
chess|4|3|r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1
chess|4|3|r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1
chess|6|5|2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1
chess|5|4|8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1
chess|6|5|4k3/1P6/8/8/8/8/K7/8 w - - 0 1
chess|6|5|8/P1k5/K7/8/8/8/8/8 w - - 0 1
chess|6|5|K1k5/8/P7/8/8/8/8/8 w - - 0 1
chess|7|6|8/k1P5/8/1K6/8/8/8/8 w - - 0 1
chess|4|3|8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1
chess|5|4|r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
chess|5|4|rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3
chess|5|4|8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1
chess/losing|6|5|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
chess/losing|7|6|rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2
chess/losing|5|4|rnbqkbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2
chess/losing|5|4|K7/8/4k2n/8/n6q/8/8/2r1rb2 b - - 0 1
chess/losing|6|5|4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1
chess/losing|6|5|rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b - d3 0 2
chess/losing|6|5|r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w - - 0 1
chess/losing|6|5|8/1p6/8/8/8/8/1P4K1/8 w - - 0 1
chess/losing|5|4|2k5/8/8/8/8/8/8/2K1Q3 w - - 0 1
chess/shatranj|6|5|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
chess/shatranj|5|4|4k3/8/3q4/8/2B2b2/8/3PPN2/R3K2R w - - 0 1
chess/shatranj|6|5|4k3/2P5/8/3q4/8/1b6/5p2/R3K1N1 w - - 0 1
LIST
)

fail=0
uptime
printf '%-13s %-5s %12s %12s %8s %8s  %s\n' variant depth tabula peer 'ours s' 'peer s' position
while IFS='|' read -r variant depth quick fen; do
    [[ $QUICK == 1 ]] && depth=$quick
    a=$(ours "$variant" "$depth" "$fen")
    ta=$(cpu_seconds)
    b=$(peer "$variant" "$depth" "$fen")
    tb=$(cpu_seconds)
    mark=""
    if [[ "$a" != "$b" ]]; then
        mark="  <-- MISMATCH"
        fail=1
    fi
    printf '%-13s %-5s %12s %12s %8s %8s  %s%s\n' "$variant" "$depth" "$a" "$b" "$ta" "$tb" \
        "$fen" "$mark"
done <<<"$CASES"
if [[ $fail == 0 ]]; then
    echo "all counts agree"
else
    echo "MISMATCHES found"
fi
exit $fail
