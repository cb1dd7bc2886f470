#!/usr/bin/env bash
# The connection model of `tabula serve` under load (issue 15, finding 4), with wrk:
#  1. honest load: C connections (default 200) reading GET /api/games for S seconds: requests/s
#     and latency percentiles (p50, p99) from wrk --latency;
#  2. slow clients: 520 connections that send a header line every 5 s and never finish (each
#     reconnects when cut off), held for 40 s while a client asks GET /api/games every 2 s:
#     how many of those are answered, and the slowest.
# The machine's load average is printed first: the figures mean little without it.
#
# Usage: bench/web_wrk.sh [TABULA] [CONNECTIONS] [SECONDS]   defaults: build/tabula 200 20
# (bench/web_load.sh measures whole games played through the API.)
set -u
TB=${1:-build/tabula}
CONNECTIONS=${2:-200}
SECONDS_RUN=${3:-20}
command -v wrk >/dev/null && command -v curl >/dev/null && command -v python3 >/dev/null ||
    { echo "needs wrk, curl and python3 (scripts/install-deps.sh --peers)"; exit 1; }
tmp=$(mktemp -d)
"$TB" serve --port 0 --data "$tmp/games.sqlite" >"$tmp/out" 2>"$tmp/err" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do grep -q open "$tmp/out" && break; sleep 0.1; done
base=$(sed -n 's|^tabula: open \(http://127.0.0.1:[0-9]*\)/$|\1|p' "$tmp/out")
[[ -n $base ]] || { cat "$tmp/err"; exit 1; }
port=${base##*:}
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the run"

echo "== $CONNECTIONS connections, GET /api/games, ${SECONDS_RUN}s (wrk -t2)"
wrk -t2 -c"$CONNECTIONS" -d"${SECONDS_RUN}s" --timeout 10s --latency "$base/api/games" >"$tmp/wrk"
grep -E 'Requests/sec|Socket errors|Non-2xx|requests in' "$tmp/wrk"
awk '/Latency Distribution/ { on = 1; next } on && /%/ { printf "  p%s %s\n", $1, $2 } on && !/%/ { on = 0 }' \
    "$tmp/wrk" | sed 's/%//'

echo "== 520 slow clients (a header line every 5 s, reconnecting), 40 s"
python3 - "$port" 520 5 40 >"$tmp/slow" <<'PY' &
import socket, sys, time, selectors
port, n, every, total = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
def connect():
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        s.setblocking(False)
        return s
    except OSError:
        return None
socks = [connect() for _ in range(n)]
opened, cut = sum(s is not None for s in socks), 0
start = time.time()
while time.time() - start < total:
    time.sleep(every)
    for i, s in enumerate(socks):
        try:
            if s is None:
                raise OSError
            s.sendall(b"X-Slow: 1\r\n")
            try:
                if s.recv(1) == b"":
                    raise OSError
            except BlockingIOError:
                pass
        except OSError:
            if s is not None:
                cut += 1
                s.close()
            socks[i] = connect()
            opened += socks[i] is not None
print(f"slow connections opened: {opened}, cut off by the server: {cut}")
PY
slow=$!
sleep 3
served=0 asked=0 worst=0
for _ in $(seq 18); do
    t=$(curl -s -o /dev/null -w '%{http_code} %{time_total}' --max-time 5 "$base/api/games")
    asked=$((asked + 1))
    [[ ${t%% *} == 200 ]] && served=$((served + 1))
    worst=$(awk -v a="$worst" -v b="${t##* }" 'BEGIN { print (b > a ? b : a) }')
    sleep 2
done
wait "$slow"
cat "$tmp/slow"
echo "other client: $served of $asked GET /api/games answered (5 s timeout), slowest ${worst}s"
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) after the run"
