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

# Issue 15: work is bounded by the step budget, refused with a message in seconds, not minutes.
bounded() { # bounded SECONDS EXPECTED-OUTPUT-OR-REFUSED EXPR
    local start end got
    start=$(date +%s)
    got="$("$bin" cgt "$3" 2>&1)"
    end=$(date +%s)
    if [ $((end - start)) -gt "$1" ]; then
        echo "tabula cgt $3: took $((end - start)) s (bound $1 s)"
        failures=$((failures + 1))
    fi
    if [ "$2" = refused ]; then
        case "$got" in *"computation too large"*) ;; *)
            echo "tabula cgt $3: got '$got', expected the budget's refusal"
            failures=$((failures + 1)) ;;
        esac
    elif [ "$got" != "$2" ]; then
        echo "tabula cgt $3: got '$got', expected '$2'"
        failures=$((failures + 1))
    fi
}
# Its text is known when it is made, not classified again (3 s under ASan on an idle machine;
# the cubic classification took 30 s in a release build). The bound leaves room for a loaded
# machine. test_cgt checks that dominance tests count against the budget.
bounded 120 '1*2047' '1*2047'

exit $((failures > 0))
