#!/usr/bin/env bash
# Load check of `tabula serve` over loopback: N games played at once by N clients (one curl
# per request: read the state, play its first legal move), then a keep-alive burst of state
# reads, then N games against a computer player (COMPUTER_TIME, default 0.05s, per answer),
# repeated for a few rounds with the games deleted after each. Reports requests/s, failed
# requests, the server's CPU per request and its resident memory after each round (flat =
# no leak).
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
command -v curl >/dev/null || { echo "needs curl"; exit 1; }
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
# report LABEL COUNT FAILED T0 T1 CPU0 CPU1: rate, failures and the server's CPU per request
report() { awk -v l="$1" -v n="$2" -v f="$3" -v a="$4" -v b="$5" -v c="$6" -v d="$7" \
    'BEGIN { printf "%s %d requests in %.2fs = %.0f req/s (%d failed, server CPU %.2f ms/request)",
             l, n, b - a, n / (b - a), f, 1000 * (d - c) / n }'; }

# play SID: reads the state once, then MOVES times plays the first legal move of the last
# reply (a move's reply is the new state); one status a line. Each request is a new curl
# process and connection, as a simple client would do; on a small machine the clients' own
# cost dominates (see the server's CPU per request).
first_legal() { sed -n 's/.*"legal":\[{"text":"\([^"]*\)".*/\1/p' "$1"; }
play() {
    local state=$tmp/state.$1
    curl -s -o "$state" -w '%{http_code}\n' "$base/api/sessions/$1"
    for _ in $(seq "$MOVES"); do
        local mv
        mv=$(first_legal "$state")
        [[ -n $mv ]] || { echo "no-move"; return; }
        curl -s -o "$state" -w '%{http_code}\n' -X POST -d "{\"move\": \"$mv\"}" \
            "$base/api/sessions/$1/moves"
    done
}
# play_vs SID: like play, against a computer player: after each move, polls the state every
# 50 ms until the computer has answered.
thinking() { grep -q '"thinking":true' "$1"; }
play_vs() {
    local state=$tmp/state.$1
    curl -s -o "$state" -w '%{http_code}\n' "$base/api/sessions/$1"
    for _ in $(seq "$MOVES"); do
        while thinking "$state"; do
            sleep 0.05
            curl -s -o "$state" -w '%{http_code}\n' "$base/api/sessions/$1"
        done
        local mv
        mv=$(first_legal "$state")
        [[ -n $mv ]] || return 0 # the game is over
        curl -s -o "$state" -w '%{http_code}\n' -X POST -d "{\"move\": \"$mv\"}" \
            "$base/api/sessions/$1/moves"
    done
}
# burst SID: BURST reads of the state on one keep-alive connection.
burst() {
    local args=()
    for _ in $(seq "$BURST"); do args+=(-o /dev/null "$base/api/sessions/$1"); done
    curl -s -w '%{http_code}\n' "${args[@]}"
}

# Against the computer: every move of the clients' is answered by a computer player thinking
# COMPUTER_TIME in the worker threads (2 by default), so the moves queue up for them.
COMPUTER="mcts:time=${COMPUTER_TIME:-0.05s},threads=1"
against_computer() {
    local ids=()
    for _ in $(seq "$SESSIONS"); do
        ids+=("$(curl -s -X POST -d "{\"game\": \"$GAME\", \"players\": [\"human\", \"$COMPUTER\"]}" \
            "$base/api/sessions" | sed -n 's/^{"id":\([0-9]*\),.*/\1/p')")
    done
    t0=$(now) c0=$(cpu)
    for id in "${ids[@]}"; do play_vs "$id" >"$tmp/play.$id" & done
    wait_clients
    t1=$(now) c1=$(cpu)
    answers=0
    for id in "${ids[@]}"; do
        answers=$((answers + $(curl -s "$base/api/sessions/$id" | grep -o '"player":1,' | wc -l)))
    done
    echo "         against the computer: $(report "moves and polls" "$(cat "$tmp"/play.* | wc -l)" \
        "$(cat "$tmp"/play.* | grep -vc '^200$')" "$t0" "$t1" "$c0" "$c1")"
    awk -v n="$answers" -v a="$t0" -v b="$t1" \
        'BEGIN { printf "         %d computer answers in %.2fs = %.1f a second\n", n, b - a, n / (b - a) }'
    for id in "${ids[@]}"; do curl -s -o /dev/null -X DELETE "$base/api/sessions/$id"; done
    rm -f "$tmp"/play.* "$tmp"/state.*
}

echo "tabula serve load: $SESSIONS games of $GAME at once, $MOVES moves each, $ROUNDS rounds;" \
    "computer: $COMPUTER"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); server RSS at start: $(rss)"
for round in $(seq "$ROUNDS"); do
    ids=()
    for _ in $(seq "$SESSIONS"); do
        ids+=("$(curl -s -X POST -d "{\"game\": \"$GAME\"}" "$base/api/sessions" |
            sed -n 's/^{"id":\([0-9]*\),.*/\1/p')")
    done
    t0=$(now) c0=$(cpu)
    for id in "${ids[@]}"; do play "$id" >"$tmp/play.$id" & done
    wait_clients
    t1=$(now) c1=$(cpu)
    for id in "${ids[@]}"; do burst "$id" >"$tmp/burst.$id" & done
    wait_clients
    t2=$(now) c2=$(cpu)
    play_n=$(cat "$tmp"/play.* | wc -l)
    play_bad=$(cat "$tmp"/play.* | grep -vc '^200$')
    burst_n=$(cat "$tmp"/burst.* | wc -l)
    burst_bad=$(cat "$tmp"/burst.* | grep -vc '^200$')
    echo "round $round: $(report play "$play_n" "$play_bad" "$t0" "$t1" "$c0" "$c1")"
    echo "         $(report "keep-alive reads" "$burst_n" "$burst_bad" "$t1" "$t2" "$c1" "$c2")"
    for id in "${ids[@]}"; do curl -s -o /dev/null -X DELETE "$base/api/sessions/$id"; done
    rm -f "$tmp"/play.* "$tmp"/burst.* "$tmp"/state.*
    against_computer
    echo "         server RSS $(rss) (games deleted)"
done
echo "server RSS at the end (games deleted): $(rss)"
