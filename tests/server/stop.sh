#!/usr/bin/env bash
# Issue 16: the browser's "Stop" stops the server's computation, not only the waiting. An
# analysis named by the client ("id") is stopped by POST /api/analyse/ID/stop; GET /api/status
# then counts it out, and its own request is answered "stopped" (not "limit" at its budget).
# Usage: stop.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
start_server

# ---- bad ids: a clear error, nothing started ----
check "an id with a space: 400" \
    is POST /api/analyse '{"game":"nim","position":"nim: 3","id":"a b"}' 400
check "  as JSON" error_reply
check "  that names the field" has '.error | contains("id")'
long=$(head -c 65 /dev/zero | tr '\0' a)
check "a 65-character id: 400" \
    is POST /api/analyse "{\"game\":\"nim\",\"position\":\"nim: 3\",\"id\":\"$long\"}" 400
check "an id that is a number: 400" \
    is POST /api/analyse '{"game":"nim","position":"nim: 3","id":7}' 400
check "a named analysis that ends by itself is answered as ever" \
    is POST /api/analyse '{"game":"nim","position":"nim: 3 5","id":"quick-1"}' 200
check "  solved" has '.status == "solved"'
check "stopping an id that runs nothing: 404" is POST /api/analyse/quick-1/stop '{}' 404
check "  as JSON" error_reply
check "  in Portuguese when asked" is POST "/api/analyse/nosuch/stop?lang=pt" '{}' 404
check "  (the Portuguese text)" has '.error | contains("não decorre nenhuma análise")'
check "stopping a malformed id: 400" is POST '/api/analyse/a%20b/stop' '{}' 400
check "  as JSON" error_reply
check "GET on the stop route: 405" is GET /api/analyse/x/stop "" 405

# ---- a long analysis, stopped ----
analysis='{"game":"chess","max_seconds":30,"id":"long-one"}' # its whole budget unless stopped
curl -s -o "$tmp/analysis.json" -X POST -H 'Content-Type: application/json' \
    --data-binary "$analysis" "$base/api/analyse" &
analysis_pid=$!
for _ in $(seq 400); do # polled until the server counts it (no timing assumed)
    req GET /api/status
    [[ $(jqb .analyses) == 1 ]] && break
    sleep 0.05
done
check "the analysis computes" has '.analyses == 1'
check "a second analysis of the same id: 409" is POST /api/analyse "$analysis" 409
check "  as JSON" error_reply
check "  and it was counted out again" is GET /api/status "" 200
check "  (one analysis)" has '.analyses == 1'
check "stop: 202" is POST /api/analyse/long-one/stop '{}' 202
check "  names it" has '.id == "long-one" and .stopping == true'
for _ in $(seq 600); do
    req GET /api/status
    [[ $(jqb .analyses) == 0 ]] && break
    sleep 0.05
done
check "the server counts it out" has '.analyses == 0'
wait "$analysis_pid"
cp "$tmp/analysis.json" "$tmp/body"
check "its request is answered: stopped, not at its budget" has '.status == "stopped" and .id == "long-one"'
check "stopping it again: 404 (it no longer runs)" is POST /api/analyse/long-one/stop '{}' 404

check "the server stops cleanly" stop_server
check "no sanitizer report" server_clean
finish
