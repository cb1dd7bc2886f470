#!/usr/bin/env bash
# Texel-style tuning of the orthodox chess evaluation (bench/chess_tune.c): self-play games
# of the engine at NODES nodes a move in CHUNKS files of GAMES games (seeds 1..CHUNKS; a file
# already there is reused), then the fit with LAMBDA the share of the game's result in the
# target (the rest: the search's score); prints the initializer of EW for
# src/games/chess/eval.c (the fit's progress goes to standard error). One core.
#   bench/chess_tune.sh [CHUNKS] [GAMES] [NODES] [ITERATIONS] [LAMBDA] [DIR]
#   (defaults 8 300 4000 1000 1 build-bench/chess_tune_data)
# A tuned set is kept only when it wins matches (bench/chess_tune_match.sh, chess_match.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
chunks=${1:-8}
games=${2:-300}
nodes=${3:-4000}
iterations=${4:-1000}
lambda=${5:-1}
dir=${6:-build-bench/chess_tune_data}
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/chess_tune.c build-bench/libtabula_lib.a \
    -lm -lpthread -o build-bench/chess_tune
mkdir -p "$dir"
files=()
for s in $(seq 1 "$chunks"); do
    f="$dir/data_${nodes}_$s.bin"
    [[ -s $f ]] || build-bench/chess_tune gen "$games" "$nodes" "$s" "$f"
    files+=("$f")
done
build-bench/chess_tune tune "$iterations" "$lambda" "${files[@]}"
