#!/usr/bin/env bash
# Texel-style tuning of Avanço's evaluation weights (bench/avanco_tune.c) on positions of the
# engine's own games; prints the weights for ae_weights_default (avanco_search.c). A tuned
# set is kept only when it wins matches (bench/avanco_vs_fairy.sh, self-play).
#   bench/avanco_tune.sh [GAMES] [NODES] [PASSES] [SEED]   (defaults 2000 3000 8 1)
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/avanco_tune.c build-bench/libtabula_lib.a -lm \
    -o build-bench/avanco_tune
build-bench/avanco_tune "${1:-2000}" "${2:-3000}" "${3:-8}" "${4:-1}"
