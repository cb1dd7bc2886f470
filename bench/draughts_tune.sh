#!/usr/bin/env bash
# Fits the pattern weights of the international-draughts evaluation (bench/draughts_tune.c) to
# the results of the engine's own games: CHUNKS files of GAMES self-play games at NODES nodes
# an action (seeds FIRST to FIRST + CHUNKS - 1; a file already there is reused), then EPOCHS of
# the fit, written to OUT (src/games/draughts/draughts_patterns.c to use them). One core a
# chunk, the chunks in parallel (JOBS at a time). DT_LAMBDA (L2 pull, 0), DT_RATE (0.15) and
# DT_SCORE (the share of the search's score in the target, 0: the results alone) change the
# fit. To pool earlier rounds' files, run `build-bench/draughts_tune tune EPOCHS OUT FILE...`
# on them all (files written before the score was kept: `draughts_tune convert OLD NEW`).
#   bench/draughts_tune.sh [CHUNKS] [GAMES] [NODES] [EPOCHS] [FIRST] [JOBS] [DIR] [OUT]
#   (defaults 12 1000 4000 300 1 2 build-bench/draughts_tune_data
#    build-bench/draughts_patterns.c)
# A fitted set is kept only when it wins matches (against the build before it, and Scan:
# bench/draughts_scan.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
chunks=${1:-12}
games=${2:-1000}
nodes=${3:-4000}
epochs=${4:-300}
first=${5:-1}
jobs=${6:-2}
dir=${7:-build-bench/draughts_tune_data}
out=${8:-build-bench/draughts_patterns.c}
source bench/selfplay_chunks.sh
build_tool draughts_tune
selfplay_chunks draughts_tune "$dir" "$chunks" "$games" "$nodes" "$first" "$jobs"
build-bench/draughts_tune tune "$epochs" "$out" "${files[@]}"
