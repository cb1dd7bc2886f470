#!/usr/bin/env bash
# tabula analyse GAME POSITION: the report fields of combinatorial.md §2.4 on stdout; bad
# positions and non-combinatorial games fail with status 2.
set -u
bin="$1"
failures=0

expect_line() { # expect_line LINE ARGS...: the report has exactly this line
    local want="$1"
    shift
    if ! "$bin" analyse "$@" 2>/dev/null | grep -qxF -- "$want"; then
        echo "tabula analyse $*: no line '$want'"
        failures=$((failures + 1))
    fi
}

expect_status() { # expect_status STATUS ARGS...
    local want="$1"
    shift
    "$bin" analyse "$@" >/dev/null 2>&1
    local got=$?
    if [ "$got" != "$want" ]; then
        echo "tabula analyse $*: status $got, expected $want"
        failures=$((failures + 1))
    fi
}

# TV-NIM-2: nim-sum 8, N, the one winning move 4:9>1.
expect_line 'position: nim: 3 5 7 9' nim 'nim: 3 5 7 9'
expect_line 'kind: impartial' nim 'nim: 3 5 7 9'
expect_line 'convention: normal' nim 'nim: 3 5 7 9'
expect_line 'outcome: N' nim 'nim: 3 5 7 9'
expect_line 'grundy: 8' nim 'nim: 3 5 7 9'
expect_line 'nim-sum: 3 ⊕ 5 ⊕ 7 ⊕ 9 = 8' nim 'nim: 3 5 7 9'
expect_line 'value: *8' nim 'nim: 3 5 7 9'
expect_line 'winning: 4:9>1' nim nim: 3 5 7 9 # words are joined
expect_line '  4:9>1 -> nim: 3 5 7 1' nim 'nim: 3 5 7 9'
# TV-NIM-11: misère.
expect_line 'convention: misere' nim 'nim: 1 1 1' --misere
expect_line 'outcome: P' nim 'nim: 1 1 1' --misere
expect_line 'winning: (none)' nim 'nim: 1 1 1' --misere
# TV-PI-2: a constrained game.
expect_line 'kind: constrained' parity 'parity: 2 2 | -'
expect_line 'winning: E, O' parity 'parity: 2 2 | -'
# §4.24 and §2.4: a Conway literal's report says whether the value is a number, and its
# birthday; so does every partizan report (a vertical pair of Domineering is 1, §4.22).
expect_line 'value: 1/2' game 'game: {0|1}'
expect_line 'number: yes' game 'game: {0|1}'
expect_line 'birthday: 2' game 'game: {0|1}'
expect_line 'number: no' game 'game: {0|0}'
expect_line 'birthday: 1' game 'game: {0|0}'
expect_line 'winning-left: L 1' game 'game: {0|0}'
expect_line 'number: yes' domineering 'domineering: ./.'
expect_line 'number: no' domineering 'domineering: ../..'
# The variant's start position when none is given (Classic Nim is P).
expect_line 'outcome: P' nim/classic
expect_status 0 kayles 'kayles: 3 5'
expect_status 2 nim 'nim: 3 x'
expect_status 2 nim 'parity: 3 | - + nim: 2'
expect_status 2 avanco 'nim: 3'
expect_status 2 parity 'parity: 3 | -' --misere
expect_status 2

# Ctrl-C stops a long analysis (issue 16): it prints what it knows and says why it stopped,
# in the language asked. The signal is sent once the command catches it (SigCgt bit 2).
out=$(mktemp) err=$(mktemp)
TABULA_LANG=pt "$bin" analyse domineering 'domineering: ....../....../....../....../....../......' \
    >"$out" 2>"$err" &
pid=$!
for _ in $(seq 600); do
    mask=$(awk '/^SigCgt:/ {print $2}' /proc/$pid/status 2>/dev/null) || break
    [[ -n $mask ]] && (( 0x$mask & 2 )) && break
    sleep 0.1
done
sleep 1
kill -INT $pid 2>/dev/null
wait $pid
status=$?
if [[ $status != 1 ]] || ! grep -q '^posições analisadas: [0-9]' "$out" ||
    ! grep -q 'a análise foi interrompida' "$err"; then
    echo "FAIL: Ctrl-C on analyse: status $status, out: $(cat "$out"), err: $(cat "$err")"
    failures=$((failures + 1))
fi
rm -f "$out" "$err"

exit $((failures > 0))
