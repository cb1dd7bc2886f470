# Shared by the server tests (sourced, not run by ctest: the glob takes *.sh only).
# Starts `tabula serve` on a free port (--port 0) with its own data file, and talks to it with
# curl; JSON is read with jq.
set -u
export TABULA_LANG=en
TB=${1:?usage: $0 PATH/TO/tabula}
command -v curl >/dev/null && command -v jq >/dev/null ||
    { echo "curl and jq are needed (scripts/install-deps.sh --test)"; exit 1; }
tmp=$(mktemp -d)
server_pid=""
cleanup() {
    [[ -n $server_pid ]] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
passed=0 failed=0

check() { # check NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name"; fi
}

# start_server [ENV=VALUE...]: starts tabula serve on a free port with $tmp/games.sqlite and
# the arguments in the array server_args (empty unless a test sets it).
server_args=()
start_server() {
    : >"$tmp/server.out"
    env "$@" "$TB" serve --port 0 --data "$tmp/games.sqlite" "${server_args[@]}" >"$tmp/server.out" \
        2>>"$tmp/server.err" &
    server_pid=$!
    for _ in $(seq 100); do
        grep -q "open http://" "$tmp/server.out" 2>/dev/null && break
        sleep 0.1
    done
    base=$(sed -n 's|^tabula: open \(http://127.0.0.1:[0-9]*\)/$|\1|p' "$tmp/server.out")
    [[ -n $base ]] || { echo "the server did not start:"; cat "$tmp/server.err"; exit 1; }
}

# A computer player that thinks until released (tests/server/held-engine), for tests that look
# at a session while its computer thinks: held_level adds it to server_args as the level
# "held"; held_release MOVE makes it play MOVE ("e7-e6" or "e7e6"). The uci player waits 90 s
# at most for it (movetime + 30 s): a bound for a test that fails, never reached otherwise.
held_dir=$tmp/held
held_level() {
    mkdir -p "$held_dir"
    server_args+=(--engine "held=uci:cmd=bash $(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/held-engine $held_dir,movetime=60000")
}
held_release() {
    local move=${1//[-x]/}
    echo "${move,,}" >"$held_dir/release.new" && mv "$held_dir/release.new" "$held_dir/release"
}
# held_thinking: waits (at most 600 polls) until the held engine has been asked to move.
held_thinking() {
    for _ in $(seq 600); do
        [[ -e $held_dir/thinking ]] && return 0
        sleep 0.05
    done
    echo "  the held engine was never asked to move"
    return 1
}

# stop_server: SIGTERM; the server must exit 0 (under ASan a leak would make it fail).
stop_server() {
    kill -TERM "$server_pid"
    wait "$server_pid"
    local status=$?
    server_pid=""
    [[ $status == 0 ]] || { echo "  the server exited $status"; tail -20 "$tmp/server.err"; return 1; }
}

# req METHOD PATH [BODY]: the reply's status in $code, its body in $tmp/body.
req() {
    local args=(-s -o "$tmp/body" -w '%{http_code}' -X "$1" "$base$2")
    [[ $# -ge 3 ]] && args+=(-H 'Content-Type: application/json' --data-binary "$3")
    code=$(curl "${args[@]}")
}

status_is() { # status_is CODE: the last reply's status
    [[ $code == "$1" ]] || { echo "  status $code, expected $1: $(head -c 300 "$tmp/body")"; return 1; }
}
# is METHOD PATH BODY-OR-"" CODE: one request and its status
is() {
    if [[ -n $3 ]]; then req "$1" "$2" "$3"; else req "$1" "$2"; fi
    status_is "$4"
}
jqb() { jq -r "$@" "$tmp/body"; } # jq on the last reply
has() { # has JQ-CONDITION: true on the last reply
    [[ $(jq -r "$1" "$tmp/body" 2>/dev/null) == true ]] ||
        { echo "  reply fails $1: $(head -c 300 "$tmp/body")"; return 1; }
}
# A clear error: a JSON object with one non-empty line in "error".
error_reply() {
    has '(.error | type) == "string" and (.error | length) > 0 and (.error | contains("\n") | not)'
}

finish() {
    echo "$passed passed, $failed failed"
    [[ $failed == 0 ]]
}

# server_clean: nothing from the sanitizers in the server's stderr.
server_clean() {
    ! grep -E "AddressSanitizer|LeakSanitizer|ThreadSanitizer|runtime error" "$tmp/server.err" ||
        { echo "  sanitizer report in the server's stderr"; return 1; }
}
