#!/usr/bin/env bash
# Load check of `tabula serve` over loopback: N games played at once by N clients (one curl
# per request: read the state, play its first legal move), then a keep-alive burst of state
# reads, repeated for a few rounds with the games deleted after each. Reports requests/s,
# failed requests and the server's resident memory after each round (flat = no leak).
#
# Usage: bench/web_load.sh [TABULA] [SESSIONS] [MOVES] [ROUNDS] [GAME]
#   defaults: build/tabula 20 20 3 avanco   (figures in docs/BENCHMARKS.md)
set -u
TB=${1:-build/tabula}
SESSIONS=${2:-20}
MOVES=${3:-20}
ROUNDS=${4:-3}
GAME=${5:-avanco}
BURST=200 # state reads per client in the keep-alive burst
command -v curl >/dev/null && command -v jq >/dev/null || { echo "needs curl and jq"; exit 1; }
tmp=$(mktemp -d)
"$TB" serve --port 0 --data "$tmp/games.sqlite" >"$tmp/out" 2>"$tmp/err" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do grep -q open "$tmp/out" && break; sleep 0.1; done
base=$(sed -n 's|^tabula: open \(http://127.0.0.1:[0-9]*\)/$|\1|p' "$tmp/out")
[[ -n $base ]] || { cat "$tmp/err"; exit 1; }
rss() { awk '/VmRSS/ { printf "%.1f MB", $2 / 1024 }' "/proc/$pid/status"; }
# The server's CPU seconds so far (user + system), to tell its cost from the clients'.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$pid/stat"; }
now() { date +%s.%N; }
wait_clients() { for j in $(jobs -p); do [[ $j == "$pid" ]] || wait "$j"; done; }
# report LABEL COUNT FAILED T0 T1
report() { awk -v l="$1" -v n="$2" -v f="$3" -v a="$4" -v b="$5" \
    'BEGIN { printf "%s %d requests in %.2fs = %.0f req/s (%d failed)", l, n, b - a, n / (b - a), f }'; }

# play SID: MOVES times, read the state and play its first legal move; one status a line.
play() {
    for _ in $(seq "$MOVES"); do
        local mv
        mv=$(curl -s "$base/api/sessions/$1" | jq -r '.legal[0].text // empty')
        echo 200 # the read (a failed read shows as an empty move below)
        [[ -n $mv ]] || { echo "no-move"; return; }
        curl -s -o /dev/null -w '%{http_code}\n' -X POST -d "{\"move\": \"$mv\"}" \
            "$base/api/sessions/$1/moves"
    done
}
# burst SID: BURST reads of the state on one keep-alive connection.
burst() {
    local args=()
    for _ in $(seq "$BURST"); do args+=(-o /dev/null "$base/api/sessions/$1"); done
    curl -s -w '%{http_code}\n' "${args[@]}"
}

echo "tabula serve load: $SESSIONS games of $GAME at once, $MOVES moves each, $ROUNDS rounds"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); server RSS at start: $(rss)"
for round in $(seq "$ROUNDS"); do
    ids=()
    for _ in $(seq "$SESSIONS"); do
        ids+=("$(curl -s -X POST -d "{\"game\": \"$GAME\"}" "$base/api/sessions" | jq .id)")
    done
    t0=$(now)
    for id in "${ids[@]}"; do play "$id" >"$tmp/play.$id" & done
    wait_clients
    t1=$(now)
    for id in "${ids[@]}"; do burst "$id" >"$tmp/burst.$id" & done
    wait_clients
    t2=$(now)
    play_n=$(cat "$tmp"/play.* | wc -l)
    play_bad=$(cat "$tmp"/play.* | grep -vc '^200$')
    burst_n=$(cat "$tmp"/burst.* | wc -l)
    burst_bad=$(cat "$tmp"/burst.* | grep -vc '^200$')
    echo "round $round: $(report play "$play_n" "$play_bad" "$t0" "$t1");" \
        "$(report "keep-alive reads" "$burst_n" "$burst_bad" "$t1" "$t2"); RSS $(rss)," \
        "server CPU $(cpu)s in all"
    for id in "${ids[@]}"; do curl -s -o /dev/null -X DELETE "$base/api/sessions/$id"; done
    rm -f "$tmp"/play.* "$tmp"/burst.*
done
echo "server RSS at the end (games deleted): $(rss)"
