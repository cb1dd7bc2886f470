#!/usr/bin/env bash
# Canonical values of Domineering rectangles (combinatorial.md §4.22, TV-DOM-6) with the
# time each takes, through the same analysis as `tabula analyse` (Release build).
#
#   bench/domineering_values.sh [--long]
#
# Default: every board up to 5x5, then 4x6 and 4x7 (about a minute in all on a 2-core
# machine). --long adds 6x5 (about two minutes and 700 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target tabula_lib >/dev/null
cc -O2 -std=gnu11 -Iinclude -Isrc bench/domineering_values.c build-bench/libtabula_lib.a -lm \
    -lpthread -o build-bench/domineering_values

boards=()
for r in 1 2 3 4 5; do
    for c in 1 2 3 4 5; do
        boards+=("${r}x${c}")
    done
done
boards+=(4x6 6x4 4x7)
[[ "${1:-}" == "--long" ]] && boards+=(6x5)

echo "| board (rows x columns) | value | outcome | birthday | positions | seconds | CPU seconds |"
echo "|---|---|---|---|---|---|---|"
build-bench/domineering_values "${boards[@]}"

# Check: a board plus its transpose is 0 (TV-DOM-7), here 4x6 + 6x4 as one sum.
cmake --build build-bench -j2 --target tabula >/dev/null
rows4x6="....../....../....../......"
rows6x4="..../..../..../..../..../...."
echo
echo "4x6 + 6x4: $(build-bench/tabula analyse domineering "domineering: $rows4x6 + domineering: $rows6x4" | grep '^value')"
