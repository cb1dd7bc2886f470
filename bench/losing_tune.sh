#!/usr/bin/env bash
# Fits the losing-chess evaluation's weights (bench/losing_tune.c) to the results of the
# engine's own games: CHUNKS files of GAMES self-play games at NODES nodes a move (seeds
# FIRST to FIRST + CHUNKS - 1; a file already there is reused), then ITERATIONS of the fit;
# prints the body of LOSING_WEIGHTS in src/games/chess/eval.c (the weights of the LF_
# terms of engine.h). One core a chunk, the chunks in parallel (JOBS at a time).
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
source bench/selfplay_chunks.sh
build_tool losing_tune
selfplay_chunks losing_tune "$dir" "$chunks" "$games" "$nodes" "$first" "$jobs"
build-bench/losing_tune tune "$iterations" "${files[@]}"
