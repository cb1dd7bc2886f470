#!/usr/bin/env bash
# The draughts engine's nodes and time at a fixed depth, load-independent when read with
# /usr/bin/time (CPU seconds): `tabula hub` from each of the first N openings of
# bench/draughts_openings.txt (the start, then the opening's two moves), `depth D`, `go`.
#   /usr/bin/time -f "user %U s" bench/draughts_nodes.sh TABULA_BINARY DEPTH [N]   (N: 12)
# Prints the nodes summed over the positions and the search's own seconds summed (wall).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$1"
depth="$2"
n="${3:-12}"
grep -v '^#' "$root/bench/draughts_openings.txt" | head -n "$n" | while read -r a b; do
    printf 'hub\ninit\nnew\nmove %s\nmove %s\ndepth %s\ngo\n' "$a" "$b" "$depth" |
        "$bin" hub | grep "^info $depth " | tail -n 1
done | awk '{n += $5; t += $6} END {printf "nodes %d  wall %.2f\n", n, t}'
