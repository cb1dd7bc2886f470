#!/usr/bin/env bash
# Trains the orthodox chess evaluation network (src/games/chess/nnue.h) from scratch:
# self-play games of the engine at NODES nodes a move (`chess_tune gen`, CHUNKS files of 500
# games, seeds FIRST...), their positions replaced by their quiescence leaves (`chess_tune
# leaves`), each leaf scored by Stockfish's static evaluation (`bench/chess_label.py
# --static`; its search at `go depth DEPTH` where that gives none, in check), the scores put
# into the records (`chess_tune relabel`), JOBS files of games at once, and the network
# fitted to them all (bench/chess_nnue.c on JOBS threads, EPOCHS epochs, the network added
# to the hand-written evaluation). Writes src/games/chess/nnue_weights.c. Files already made
# in DIR are reused: a stopped run labels only the files of games not labelled yet.
#   [LABEL=search] bench/chess_nnue.sh [CHUNKS] [NODES] [DEPTH] [EPOCHS] [FIRST] [JOBS] [DIR]
#   (defaults 562 1000 7 12 545 2 build-bench/chess_nnue_data: the data of the weights in the
#   tree, about an hour on 2 cores for each 200 files, and 12 minutes to fit on two threads).
#   The games play the engine as built, so with the network it has; those of the weights in
#   the tree were played by the engine of commit 517fe32 (seeds 545-744), by that of f72a3b9,
#   the first 256-wide network (seeds 745-944), and by that of 2a69e4f, the 256-wide network
#   fitted to 400 files (seeds 945-1106; the weights were also fitted to seed 1108 of that run,
#   563 files, 23.9 million positions).
# LABEL=search scores each leaf by Stockfish's search at `go depth DEPTH` instead (files
# leaves_NODES_SEED.depthDEPTH.bin), about ten times slower: the earlier networks were fitted
# so (docs/BENCHMARKS.md, "Stockfish's static evaluation as the label").
# Stockfish's scores are used as training labels only; nothing of its code or network is in
# tabula. A new network is kept only when it wins matches (bench/chess_tune_match.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
chunks=${1:-562}
nodes=${2:-1000}
depth=${3:-7}
epochs=${4:-12}
first=${5:-545}
jobs=${6:-2}
dir=${7:-build-bench/chess_nnue_data}
label=static label_args=(--static "$depth")
[[ ${LABEL:-} == search ]] && label=depth$depth label_args=("$depth")
command -v stockfish >/dev/null || [[ -x /usr/games/stockfish ]] ||
    { echo "chess_nnue.sh: needs stockfish (apt-get install stockfish)" >&2; exit 1; }
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/chess_tune.c build-bench/libtabula_lib.a \
    -lm -lpthread -o build-bench/chess_tune
# the trainer runs where it is built: with -march=native (AVX2 here) the 512-wide network
# fits in the 11-12 minutes the 256-wide one took without it
cc -O3 -march=native -ffast-math -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/chess_nnue.c \
    build-bench/libtabula_lib.a -lm -lpthread -o build-bench/chess_nnue
mkdir -p "$dir"
# One file of games at a time, to its end: the games, their quiescence leaves, Stockfish's
# scores, the labelled leaves (leaves_NODES_SEED.LABEL.bin); JOBS files at once. A file
# finished is kept, so a run stopped part of the way goes on from there.
chunk() {
    local s=$1 games="$dir/games_${nodes}_$1.bin" leaves="$dir/leaves_${nodes}_$1"
    [[ -s $leaves.$label.bin ]] && return
    if [[ ! -s $games ]]; then
        build-bench/chess_tune gen 500 "$nodes" "$s" "$games.part" 2>/dev/null &&
            mv "$games.part" "$games" || return 1
    fi
    build-bench/chess_tune leaves "$leaves.bin" "$games" >"$leaves.fen" 2>/dev/null &&
        python3 bench/chess_label.py "${label_args[@]}" <"$leaves.fen" >"$leaves.scores" &&
        build-bench/chess_tune relabel "$leaves.bin" "$leaves.scores" "$leaves.part" 2>/dev/null &&
        mv "$leaves.part" "$leaves.$label.bin"
    local ok=$?
    rm -f "$leaves.bin" "$leaves.fen" "$leaves.scores" "$leaves.part"
    return $ok
}
labelled=()
for s in $(seq "$first" $((first + chunks - 1))); do
    labelled+=("$dir/leaves_${nodes}_$s.$label.bin")
    while (($(jobs -rp | wc -l) >= jobs)); do wait -n || true; done
    chunk "$s" &
done
wait
for f in "${labelled[@]}"; do
    [[ -s $f ]] || { echo "chess_nnue.sh: $f was not made" >&2; exit 1; }
done
CHESS_NNUE_RESIDUAL=1 CHESS_NNUE_THREADS="$jobs" build-bench/chess_nnue train \
    src/games/chess/nnue_weights.c "$epochs" 0 1 "${labelled[@]}"
