#!/usr/bin/env bash
# Book learning for losing chess (issue 14): from the position after LINE, each candidate
# MOVE is played and the game goes on between the chess player and Fairy-Stockfish
# antichess at MS milliseconds a move, the chess player always holding the side that played
# the candidate; GAMES games a candidate. Prints each candidate's W-D-L and score. The book
# (src/games/chess/book.c) keeps a move that scores clearly better than the search's own.
#
#   bench/losing_book.sh GAMES MS "LINE" MOVE...   # moves in the game's notation (e3, B:b5)
#
# Uses the Release build of bench/chess_match.sh (build-bench/).
set -euo pipefail
cd "$(dirname "$0")/.."
FSF=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
games=${1:?GAMES}
ms=${2:?MS}
line=${3?LINE}
shift 3
(($# > 0)) || { echo "usage: $0 GAMES MS \"LINE\" MOVE..." >&2; exit 2; }
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula >/dev/null
BIN=build-bench/tabula
ours="chess:time=${ms}ms"
peer="uci:cmd=$FSF,variant=antichess,movetime=$ms,setoption=Threads=1/Hash=16"
read -ra words <<<"$line"
side=$((${#words[@]} % 2)) # 0: the candidate is White's move
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "# $(date -u +%FT%TZ) after '$line', $games games a move at $ms ms; $(uptime)"
for move in "$@"; do
    echo "$line $move" >"$tmp/opening.txt"
    w=0 d=0 l=0
    for ((g = 1; g <= games; g++)); do
        # the first player of a one-game match is White
        if ((side == 0)); then
            players=("$ours" "$peer")
        else
            players=("$peer" "$ours")
        fi
        out=$("$BIN" match chess/losing "${players[@]}" -n 1 --seed "$g" \
            --openings "$tmp/opening.txt")
        read -r a b c <<<"$(sed -n 's/^result: \([0-9]*\)-\([0-9]*\)-\([0-9]*\)$/\1 \2 \3/p' <<<"$out")"
        ((side == 1)) && { x=$a; a=$c; c=$x; } # the result was the peer's
        w=$((w + a)) d=$((d + b)) l=$((l + c))
    done
    awk -v m="$move" -v w=$w -v d=$d -v l=$l -v n="$games" \
        'BEGIN { printf "%-8s %d-%d-%d  %.0f%%\n", m, w, d, l, 100 * (w + d / 2) / n }'
done
echo "# $(date -u +%FT%TZ) $(uptime)"
