#!/usr/bin/env bash
# Issue 15, findings 3 to 5: what one request may cost, slow and idle clients, JSON errors.
# Usage: hardening.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
command -v python3 >/dev/null || { echo "python3 is needed (scripts/install-deps.sh --test)"; exit 1; }
start_server
port=${base##*:}

# ---- finding 3: parsing is bounded too ----
# Refused by a bound read before any value is built (the message says which), not after.
check "a value too large for a position is refused" \
    is POST /api/analyse '{"game":"game","position":"game: 1*2047","max_seconds":0.01}' 400
check "  with a message" error_reply
check "  that says why" has '.error | contains("too large")'
check "a sum of large values too" \
    is POST /api/analyse '{"game":"game","position":"game: {*1000|*999}","max_seconds":0.01}' 400
check "  by the same bound" has '.error | contains("too large")'
check "the game: position still reads small values" \
    is POST /api/analyse '{"game":"game","position":"game: {1*3|0}","max_seconds":1}' 200

# ---- finding 5: errors are JSON, the library's own included where it asks us ----
long=$(head -c 60000 /dev/zero | tr '\0' a)
check "a 60,000-character URL: 414" is GET "/api/games?x=$long" "" 414
check "  as JSON" error_reply
check "a 60,000-character path: 414" is GET "/$long" "" 414
check "  as JSON" error_reply
check "an unknown route: JSON 404" is GET /api/nothing "" 404
check "  as JSON" error_reply

# ---- finding 4: slow clients are cut off; the others are served meanwhile ----
# Opens N connections that send a header line every SECONDS and never finish their headers,
# then reports how many the server closed within WITHIN seconds.
slow_clients() { # slow_clients N SECONDS WITHIN [BODY]
    python3 - "$port" "$@" <<'EOF'
import socket, sys, time
port, n, every, within = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
body = len(sys.argv) > 5
socks = []
for i in range(n):
    s = socket.create_connection(("127.0.0.1", port))
    head = "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    if body:  # whole headers, then a body that trickles
        head += "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
    s.sendall(head.encode())
    s.settimeout(0.05)
    socks.append(s)
closed = set()
start = time.time()
while time.time() - start < within and len(closed) < n:
    for i, s in enumerate(socks):
        if i in closed:
            continue
        try:
            s.sendall(b" " if body else b"X-Slow: 1\r\n")
            if s.recv(1) == b"":
                closed.add(i)
        except socket.timeout:
            pass
        except OSError:
            closed.add(i)
    time.sleep(every)
print(len(closed))
EOF
}
got=$(slow_clients 20 1 16)
check "20 clients trickling header lines are cut off by the header deadline (closed: $got)" \
    [ "$got" == 20 ]
got=$(slow_clients 5 1 26 body)
check "5 clients trickling a body are cut off by the body deadline (closed: $got)" [ "$got" == 5 ]

# 300 trickling connections held open; a GET is answered meanwhile: the server's own count
# of open connections, in the answer, includes the 300 (polled until they are all open).
slow_clients 300 2 8 >/dev/null &
slow=$!
for _ in $(seq 400); do
    req GET /api/status
    [[ $(jqb .connections) -ge 301 ]] && break
    sleep 0.02
done
check "GET /api/status answered while 300 slow clients are connected" has '.connections >= 301'
wait "$slow"

# Two analyses that take their whole budget hold neither the pool nor its threads: had they
# run in the pool, the GETs queued behind them on the same threads would wait their 30 s.
analysis='{"game":"chess","max_seconds":30}' # the longest allowed: a loaded machine is slow
analyses=()
for _ in 1 2; do
    curl -s -o /dev/null -X POST -H 'Content-Type: application/json' \
        --data-binary "$analysis" "$base/api/analyse" &
    analyses+=($!)
done
# Both computing, as the server counts them (polled, not a sleep a loaded machine may outlast).
for _ in $(seq 400); do
    req GET /api/status
    [[ $(jqb .analyses) == 2 ]] && break
    sleep 0.05
done
check "two analyses computing" has '.analyses == 2 and .max_analyses == 2'
check "a third analysis: JSON 503" is POST /api/analyse "$analysis" 503
check "  as JSON" error_reply
still_computing() { req GET /api/status; has '.analyses == 2'; }
# Answered while both still compute: not queued behind them. Only the first GET is required
# to come back within the analyses' 30 s: under ASan on a loaded machine six catalogue GETs
# have outlasted them (the later ones still show the pool serves GETs, whenever they end).
check "GET /api/games while two analyses compute" is GET /api/games "" 200
check "  the two analyses still computing" still_computing
for i in 2 3 4 5 6; do
    check "GET /api/games $i" is GET /api/games "" 200
done

# Stopping the server cancels the analyses at their next progress report: no 30 s wait.
check "the server stops cleanly, analyses cancelled" stop_server
wait "${analyses[@]}"
check "no sanitizer report" server_clean
finish
