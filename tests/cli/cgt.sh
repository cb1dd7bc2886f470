#!/usr/bin/env bash
# tabula cgt EXPR: canonical values and comparisons on stdout; bad text fails with status 1.
set -u
bin="$1"
failures=0

expect() { # expect EXPECTED ARGS...
    local want="$1"
    shift
    local got
    got="$("$bin" cgt "$@" 2>/dev/null)"
    if [ "$got" != "$want" ]; then
        echo "tabula cgt $*: got '$got', expected '$want'"
        failures=$((failures + 1))
    fi
}

expect_refused() {
    if "$bin" cgt "$@" >/dev/null 2>&1; then
        echo "tabula cgt $*: accepted"
        failures=$((failures + 1))
    fi
}

expect '*' '{-1,0|2,{{0|0}|0}}'   # TV-CGT-1
expect '1/2^' '{0|*} + 1/2'
expect '*6' '*3 + *5'
expect 'false' '1/2 < {1|0}'
expect 'true' '^ || *'
expect '1' 1/2 + 1/2             # words are joined: no quotes needed
expect_refused '{0|'
expect_refused
expect_refused '1 +'

exit $((failures > 0))
