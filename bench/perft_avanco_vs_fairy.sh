#!/usr/bin/env bash
# Avanço (7x7 Breakthrough) perft: tabula against Fairy-Stockfish, same machine, same run.
# Usage: bench/perft_avanco_vs_fairy.sh [DEPTH]   (builds build/tabula first with `make`)
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-6}
fairy=/usr/games/fairy-stockfish
[[ -x $fairy ]] || scripts/install-deps.sh --peers
[[ -x build/tabula ]] || make >/dev/null
ini=$(mktemp)
trap 'rm -f "$ini"' EXIT
cat >"$ini" <<'INI'
[breakthrough7:breakthrough]
maxRank = 7
maxFile = g
startFen = ppppppp/ppppppp/7/7/7/PPPPPPP/PPPPPPP w - - 0 1
whiteFlag = *7
blackFlag = *1
INI
start=$(date +%s.%N)
ours=$(build/tabula perft avanco "$depth" 2>/dev/null | tail -n 1)
mid=$(date +%s.%N)
theirs=$( (printf 'uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value breakthrough7\nposition startpos\ngo perft %s\nquit\n' "$ini" "$depth") |
    (timeout 600 "$fairy" 2>&1 | grep -m1 'Nodes searched' | awk '{print $3}'))
end=$(date +%s.%N)
awk -v d="$depth" -v a="$ours" -v b="$theirs" -v t0="$start" -v t1="$mid" -v t2="$end" 'BEGIN {
    printf "depth %s\n", d
    printf "tabula          %14s nodes %8.3f s %14.0f nodes/s\n", a, t1 - t0, a / (t1 - t0)
    printf "Fairy-Stockfish %14s nodes %8.3f s %14.0f nodes/s\n", b, t2 - t1, b / (t2 - t1)
}'
[[ $ours == "$theirs" ]] && echo "counts agree" || { echo "COUNTS DIFFER"; exit 1; }
