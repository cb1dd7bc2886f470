#!/usr/bin/env bash
# Texel-style tuning of the orthodox chess evaluation (bench/chess_tune.c): self-play games
# of the engine at NODES nodes a move in CHUNKS files of GAMES games (seeds FIRST to
# FIRST + CHUNKS - 1; a file already there is reused), then the fit, LAMBDA being the share
# of the game's result in the target (the rest: the search's score); prints the initializer
# of EW for src/games/chess/eval.c (the fit's progress goes to standard error). One core.
#   bench/chess_tune.sh [CHUNKS] [GAMES] [NODES] [ITERATIONS] [LAMBDA] [FIRST] [DIR]
#   (defaults 5 400 1500 600 0 101 build-bench/chess_tune_data)
# The fit starts from the weights compiled into eval.c; CHESS_TUNE_FREEZE_PST,
# CHESS_TUNE_FULL_PST and CHESS_TUNE_REG choose the variants (see bench/chess_tune.c).
# A tuned set is kept only when it wins matches (bench/chess_tune_match.sh, chess_match.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
chunks=${1:-5}
games=${2:-400}
nodes=${3:-1500}
iterations=${4:-600}
lambda=${5:-0}
first=${6:-101}
dir=${7:-build-bench/chess_tune_data}
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/chess_tune.c build-bench/libtabula_lib.a \
    -lm -lpthread -o build-bench/chess_tune
mkdir -p "$dir"
files=()
for s in $(seq "$first" $((first + chunks - 1))); do
    f="$dir/data_${nodes}_$s.bin"
    [[ -s $f ]] || build-bench/chess_tune gen "$games" "$nodes" "$s" "$f"
    files+=("$f")
done
build-bench/chess_tune tune "$iterations" "$lambda" "${files[@]}"
