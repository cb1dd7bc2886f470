#!/usr/bin/env bash
# Grundy sequences of Kayles-like octal games to large n (bench/octal_grundy.c), with the
# Kayles sequence checked against the published values; figures go to docs/BENCHMARKS.md.
#   bench/octal_grundy.sh [N] [GENERIC_N]   (defaults 1000000 and 240)
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Wall -Wextra -Iinclude -Isrc bench/octal_grundy.c build-bench/libtabula_lib.a -lm \
    -o build-bench/octal_grundy
build-bench/octal_grundy "$@"
