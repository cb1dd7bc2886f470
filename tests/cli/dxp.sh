#!/bin/bash
# tabula dxp: DamExchange over loopback, tabula against itself (server and client), and a
# scripted peer (bash's /dev/tcp) that sends a request, then an illegal move or an endless
# message: refused with a clear message.
set -u
BIN=$1
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$tmp"' EXIT

# a free port: the server says where it listens
start_server() {
    for _ in 1 2 3 4 5; do
        port=$((20000 + RANDOM % 30000))
        "$BIN" dxp --listen "$port" --time 20 --timeout 30 >"$tmp/server.out" 2>"$tmp/server.err" &
        server=$!
        for _ in $(seq 50); do
            grep -q "listening on 127.0.0.1:$port" "$tmp/server.out" && return 0
            kill -0 $server 2>/dev/null || break
            sleep 0.1
        done
    done
    fail "no server: $(cat "$tmp/server.err")"
}

# Two whole games, colours alternating: the two sides agree on the score.
start_server
out=$("$BIN" dxp --connect "127.0.0.1:$port" --time 20 --games 2 --timeout 30 2>&1) || fail "client: $out"
wait $server || fail "server status: $(cat "$tmp/server.err")"
grep -q "^game 2: " <<<"$out" || fail "two games: $out"
client=$(grep -o "^score: .*" <<<"$out")
server_score=$(grep -o "^score: .*" "$tmp/server.out")
w=$(sed 's/score: \([0-9]*\) wins, \([0-9]*\) draws, \([0-9]*\) losses/\1 \2 \3/' <<<"$client")
s=$(sed 's/score: \([0-9]*\) wins, \([0-9]*\) draws, \([0-9]*\) losses/\3 \2 \1/' <<<"$server_score")
[[ $w == "$s" ]] || fail "scores differ: $client / $server_score"

# A scripted peer: a request (the server plays Black), then a move from an empty square.
start_server
exec 3<>"/dev/tcp/127.0.0.1/$port" || fail "connect"
printf 'R01%-32sZ001075A\0' scripted >&3
IFS= read -r -d '' reply <&3 || fail "no acceptance"
[[ $reply == A* && ${#reply} == 34 && ${reply: -1} == 0 ]] || fail "acceptance: '$reply'"
printf 'M0000994400\0' >&3
wait $server && fail "the server took an illegal move"
grep -q "not a legal move here: 'M0000994400'" "$tmp/server.err" || fail "illegal move: $(cat "$tmp/server.err")"
exec 3>&-

# A message that never ends is cut at the cap.
start_server
exec 3<>"/dev/tcp/127.0.0.1/$port" || fail "connect"
head -c 2000 /dev/zero | tr '\0' 'C' >&3
wait $server && fail "the server took an endless message"
grep -q "a message longer than 512 bytes" "$tmp/server.err" || fail "long message: $(cat "$tmp/server.err")"
exec 3>&-

# A malformed request.
start_server
exec 3<>"/dev/tcp/127.0.0.1/$port" || fail "connect"
printf 'R01short\0' >&3
wait $server && fail "the server took a bad request"
grep -q "a bad game request" "$tmp/server.err" || fail "bad request: $(cat "$tmp/server.err")"
exec 3>&-

# Bad arguments.
"$BIN" dxp --connect localhost 2>/dev/null; [[ $? == 2 ]] || fail "--connect without a port"
"$BIN" dxp --listen 99999 2>/dev/null; [[ $? == 2 ]] || fail "port out of range"
"$BIN" dxp 2>/dev/null; [[ $? == 2 ]] || fail "no mode"
echo ok
