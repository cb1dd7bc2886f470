#!/usr/bin/env bash
# Our players against each other on the six championship games: `ab` against `mcts` at equal
# time per move (one thread each), and `mcts` against `random`. Figures go to
# docs/BENCHMARKS.md.
# Usage: bench/players_championship.sh [GAMES] [TIME]   (defaults: 20 games, 100ms a move)
# Set TABULA to another binary (default build/tabula, built with `make` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20}
time=${2:-100ms}
tabula=${TABULA:-build/tabula}
[[ -x $tabula ]] || make >/dev/null
for game in semaforo gatos-caes rastros produto avanco atari-go; do
    ab=$("$tabula" match "$game" ab "mcts:threads=1" -n "$games" --time "$time" 2>/dev/null |
        grep -E '^(result|elo):' | tr '\n' ' ')
    printf '%-12s ab vs mcts (%s a move): %s\n' "$game" "$time" "$ab"
done
for game in semaforo gatos-caes rastros produto avanco atari-go; do
    r=$("$tabula" match "$game" "mcts:iterations=3000,threads=1,time=0" random -n 100 2>/dev/null |
        grep -E '^result:')
    printf '%-12s mcts (3000 playouts) vs random: %s\n' "$game" "$r"
done
