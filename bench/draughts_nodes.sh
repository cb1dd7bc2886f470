#!/usr/bin/env bash
# The draughts engine's nodes and time at a fixed depth, load-independent when read with
# /usr/bin/time (CPU seconds): `tabula hub` from each of the first N openings of
# bench/draughts_openings.txt (the start, then the opening's two moves), `depth D`, `go`.
#   /usr/bin/time -f "user %U s" bench/draughts_nodes.sh TABULA_BINARY DEPTH [N]   (N: 12)
# Prints the nodes summed over the positions and the search's own seconds summed (wall). A
# position with a single legal turn (the seventh and the ninth: forced captures) is searched
# no deeper than one ply; its last line counts. (Until 2026-11-30 the script stopped at the
# seventh: its figures before then are of the first six openings.)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$1"
depth="$2"
n="${3:-12}"
awk -v n="$n" '!/^#/ && k++ < n' "$root/bench/draughts_openings.txt" | while read -r a b; do
    printf 'hub\ninit\nnew\nmove %s\nmove %s\ndepth %s\ngo\n' "$a" "$b" "$depth" |
        "$bin" hub | grep "^info " | tail -n 1
done | awk '{n += $5; t += $6} END {printf "nodes %d  wall %.2f\n", n, t}'
