#!/usr/bin/env bash
# Avanço (7x7 Breakthrough): our best player against Fairy-Stockfish at equal time per move,
# colours alternating, one thread each. The score and Elo go to docs/BENCHMARKS.md.
# Usage: bench/avanco_vs_fairy.sh [GAMES] [MILLISECONDS] [SPEC]
#   (defaults: 100 games, 100 ms a move, avanco, the engine behind the levels; `ab` for the
#   generic alpha-beta). Set TABULA to another binary (default
#   build/tabula, built with `make` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
ms=${2:-100}
spec=${3:-avanco}
tabula=${TABULA:-build/tabula}
fairy=/usr/games/fairy-stockfish
[[ -x $fairy ]] || scripts/install-deps.sh --peers
[[ -x $tabula ]] || make >/dev/null
engine="uci:cmd=$fairy,variant=breakthrough7,ini=bench/fairy-stockfish/variants.ini,movetime=$ms"
"$tabula" match avanco "$spec" "$engine" -n "$games" --time "${ms}ms"
