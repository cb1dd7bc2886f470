#!/usr/bin/env bash
# This tree's chess engine against the one of git commit REF (built from `git archive` in
# build-bench-ref/), both through `tabula uci` at a fixed search (`go depth 6`, `go nodes
# 20000`, ...), so the result does not depend on the machine's load; the 40 openings of
# bench/chess_openings.txt (or OPENINGS=FILE), each with both colours. At a fixed depth or
# number of nodes the two engines play the same game again from the same opening and colours:
# for more than 80 games use OPENINGS=bench/chess_openings_600.txt (600 openings of eight
# plies, bench/chess_openings_gen.py).
#   bench/chess_tune_match.sh REF GAMES GO-ARGS...    e.g. main 200 depth 6
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:?REF}
games=${2:?GAMES}
shift 2
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula >/dev/null
rm -rf build-bench-ref/src && mkdir -p build-bench-ref/src
git archive "$ref" | tar -x -C build-bench-ref/src
cmake -S build-bench-ref/src -B build-bench-ref/build -DCMAKE_BUILD_TYPE=Release \
    -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench-ref/build -j2 --target tabula >/dev/null
build-bench/tabula match chess \
    "uci:cmd=bash bench/chess_uci_go.sh build-bench/tabula $*" \
    "uci:cmd=bash bench/chess_uci_go.sh build-bench-ref/build/tabula $*" \
    -n "$games" --openings "${OPENINGS:-bench/chess_openings.txt}" --progress
