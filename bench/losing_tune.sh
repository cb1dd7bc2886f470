#!/usr/bin/env bash
# Fits the losing-chess evaluation's weights (bench/losing_tune.c) to the results of the
# engine's own games: CHUNKS files of GAMES self-play games at NODES nodes a move (seeds
# FIRST to FIRST + CHUNKS - 1; a file already there is reused), then ITERATIONS of the fit;
# prints the weights for LOSING_WEIGHTS in src/games/chess/eval.c, in the order of the LF_
# terms of engine.h. One core a chunk, the chunks in parallel (JOBS at a time).
#   bench/losing_tune.sh [CHUNKS] [GAMES] [NODES] [ITERATIONS] [FIRST] [JOBS] [DIR]
#   (defaults 2 1500 1000 600 11 2 build-bench/losing_tune_data)
# A fitted set is kept only when it wins matches (bench/chess_match.sh losing).
set -euo pipefail
cd "$(dirname "$0")/.."
chunks=${1:-2}
games=${2:-1500}
nodes=${3:-1000}
iterations=${4:-600}
first=${5:-11}
jobs=${6:-2}
dir=${7:-build-bench/losing_tune_data}
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/losing_tune.c build-bench/libtabula_lib.a \
    -lm -lpthread -o build-bench/losing_tune
mkdir -p "$dir"
files=()
for s in $(seq "$first" $((first + chunks - 1))); do
    f="$dir/data_${nodes}_$s.bin"
    [[ -s $f ]] || {
        while (($(jobs -r | wc -l) >= jobs)); do wait -n; done
        { rm -f "$f.part" && build-bench/losing_tune gen "$games" "$nodes" "$s" "$f.part" &&
            mv "$f.part" "$f"; } &
    }
    files+=("$f")
done
wait
build-bench/losing_tune tune "$iterations" "${files[@]}"
