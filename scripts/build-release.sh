#!/usr/bin/env bash
# The Release build of `make` and `make run` (build/tabula), profile-guided with gcc: an
# instrumented build (build-pgo/) runs scripts/pgo-train.sh, then build/ is compiled with
# the counts it left (the draughts search about 1.1 times faster: docs/BENCHMARKS.md). The
# training runs again, and build/ is rebuilt whole, only when the instrumented program (or
# the training) changed; otherwise this is an ordinary incremental build. TABULA_PGO=off (or
# a compiler other than gcc) builds without a profile.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${JOBS:-2}"
release=(-DCMAKE_BUILD_TYPE=Release -DTABULA_TESTS=OFF)
cc="${CC:-cc}"

if [ "${TABULA_PGO:-on}" = off ] || ! "$cc" --version 2>/dev/null | grep -q "Free Software"; then
    cmake -S . -B build "${release[@]}" -DTABULA_PGO= >/dev/null
    cmake --build build -j"$jobs"
    exit 0
fi

profile="$PWD/build-pgo/profile"
cmake -S . -B build-pgo "${release[@]}" -DTABULA_PGO=generate -DTABULA_PGO_DIR="$profile" >/dev/null
cmake --build build-pgo -j"$jobs" --target tabula
stamp=build/pgo-trained
if [ -f "$stamp" ] && [ ! build-pgo/tabula -nt "$stamp" ] && [ ! scripts/pgo-train.sh -nt "$stamp" ] &&
    [ -d "$profile" ]; then
    cmake --build build -j"$jobs" # the profile still matches the sources
    exit 0
fi
echo "-- training the profile-guided build (scripts/pgo-train.sh, a minute or two)"
rm -rf "$profile"
if ! scripts/pgo-train.sh build-pgo/tabula; then
    echo "warning: the training run failed; building without a profile" >&2
    rm -rf "$profile"
    cmake -S . -B build "${release[@]}" -DTABULA_PGO= >/dev/null
    cmake --build build -j"$jobs" --clean-first
    rm -f "$stamp"
    exit 0
fi
cmake -S . -B build "${release[@]}" -DTABULA_PGO=use -DTABULA_PGO_DIR="$profile" >/dev/null
cmake --build build -j"$jobs" --clean-first
touch "$stamp"
