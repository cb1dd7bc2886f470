#!/usr/bin/env bash
# Memory of `tabula serve` over rounds of create-N-games / delete-all (issue 15, finding 6):
# prints the server's resident memory (VmRSS) after each creation and each deletion. Flat
# after-deletion figures mean nothing is kept; growth that stops means allocator arenas.
#
# Usage: bench/web_memory.sh [TABULA] [GAMES] [ROUNDS] [GAME]   defaults: build/tabula 2000 5 avanco
set -u
TB=${1:-build/tabula}
GAMES=${2:-2000}
ROUNDS=${3:-5}
GAME=${4:-avanco}
command -v curl >/dev/null && command -v jq >/dev/null || { echo "needs curl and jq"; exit 1; }
tmp=$(mktemp -d)
"$TB" serve --port 0 --data "$tmp/games.sqlite" >"$tmp/out" 2>"$tmp/err" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do grep -q open "$tmp/out" && break; sleep 0.1; done
base=$(sed -n 's|^tabula: open \(http://127.0.0.1:[0-9]*\)/$|\1|p' "$tmp/out")
[[ -n $base ]] || { cat "$tmp/err"; exit 1; }
rss() { awk '/VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$pid/status"; }
# urls N PATH: the URL N times, for one curl that reuses its connections
urls() { for _ in $(seq "$1"); do printf '%s\n' "url = \"$base$2\"" 'output = "/dev/null"'; done; }
echo "start: $(rss) MB"
for round in $(seq "$ROUNDS"); do
    urls "$GAMES" /api/sessions >"$tmp/create.cfg"
    curl -s --no-progress-meter -Z --parallel-max 8 -X POST -H 'Content-Type: application/json' \
        --data-binary "{\"game\": \"$GAME\", \"players\": [\"human\", \"human\"]}" -K "$tmp/create.cfg"
    created=$(curl -s "$base/api/sessions" | jq '.sessions | length')
    after_create=$(rss)
    curl -s "$base/api/sessions" | jq -r '.sessions[].id' |
        sed "s|.*|url = \"$base/api/sessions/&\"\noutput = \"/dev/null\"|" >"$tmp/delete.cfg"
    curl -s --no-progress-meter -Z --parallel-max 8 -X DELETE -K "$tmp/delete.cfg"
    left=$(curl -s "$base/api/sessions" | jq '.sessions | length')
    echo "round $round: $created games: $after_create MB; deleted (left $left): $(rss) MB"
done
