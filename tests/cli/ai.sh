#!/bin/bash
# tabula solve and tabula match from the command line.
set -u
BIN=$1
fail() { echo "FAIL: $*"; exit 1; }

# White d5 against c7 and e7 (see tests/test_ai.c test_solve_avanco): d5-c6 and d5-e6 win.
out=$("$BIN" solve avanco --position "2p1p2/7/3P3/7/7/7/7 w") || fail "solve exit status"
grep -qx "value: win" <<<"$out" || fail "value: $out"
grep -qx "best moves: d5-c6 d5-e6" <<<"$out" || fail "best moves: $out"
grep -q "^positions: [0-9]*$" <<<"$out" || fail "positions: $out"
grep -q "^time: [0-9.]*s$" <<<"$out" || fail "time: $out"

# Remoteness (tests/test_remoteness.c): S{1,2} on 9 beans is lost in 6 turns whatever the
# loser takes; each move is listed with its own distance.
out=$("$BIN" solve sub --position "sub{1,2}: 9") || fail "solve sub exit status"
grep -qx "remoteness: 6 (turns to the end: the winner hurries, the loser delays)" <<<"$out" || fail "remoteness: $out"
grep -qx "move 1:9>8: loss in 6" <<<"$out" || fail "move remoteness: $out"
out=$("$BIN" solve sub --position "sub{1,2,3}: 10") || fail "solve sub exit status"
grep -qx "move 1:10>8: win in 5" <<<"$out" || fail "winning move first: $out"
grep -qx "move 1:10>9: loss in 6" <<<"$out" || fail "losing move: $out"

# Retrograde analysis (docs/ai.md): Alak on 4 points with no cap is lost for Black in 6
# placements (docs/solved.md); with --nodes too small, unknown.
out=$("$BIN" solve go/alak --option length=4 --option max_moves=0 --retrograde) || fail "retrograde exit status"
grep -qx "value: loss" <<<"$out" || fail "retrograde value: $out"
grep -qx "remoteness: 6 (turns to the end: the winner hurries, the loser delays)" <<<"$out" || fail "retrograde remoteness: $out"
grep -qx "move resign: loss in 1" <<<"$out" || fail "retrograde moves: $out"
out=$("$BIN" solve go/alak --option max_moves=0 --retrograde --nodes 100) || fail "retrograde --nodes exit status"
grep -q "^value: unknown (limit reached)" <<<"$out" || fail "retrograde limit: $out"
# The report in Portuguese: no English word in it (rules of the interface).
out=$("$BIN" --lang pt solve go/alak --option length=4 --option max_moves=0 --retrograde) || fail "pt exit status"
grep -qx "valor: derrota" <<<"$out" || fail "pt value: $out"
grep -qx "lance desistir: derrota em 1" <<<"$out" || fail "pt moves: $out"
grep -q "^tempo: [0-9]*,[0-9]*s$" <<<"$out" || fail "pt time: $out"
grep -qiE "value|loss|move|positions|time|remoteness|resign" <<<"$out" && fail "English in pt: $out"

# The start is too big for 1000 positions.
out=$("$BIN" solve avanco --nodes 1000) || fail "solve --nodes exit status"
grep -q "^value: unknown" <<<"$out" || fail "limit: $out"

# Bad input: a clear message and status 2.
status_2() { # status_2 DESCRIPTION ARGS...: exit status exactly 2 (a crash is not a refusal)
    local what=$1; shift
    "$BIN" "$@" 2>/dev/null
    local status=$?
    [[ $status == 2 ]] || fail "$what: status $status, expected 2"
}
status_2 "bad position" solve avanco --position "nonsense"
status_2 "bad time" solve avanco --time soon
status_2 "bad spec" match avanco mcts:bogus=1 random -n 2
status_2 "match without -n" match avanco random random
# Absurd budgets: refused with status 2 and the limit in the message, not an endless think.
err=$("$BIN" match avanco mcts:time=1e99s random -n 1 2>&1 >/dev/null) && fail "time=1e99s accepted"
grep -q "at most one day" <<<"$err" || fail "time=1e99s message: $err"
status_2 "time=1e99s" match avanco mcts:time=1e99s random -n 1
err=$("$BIN" solve avanco --time 1e99s 2>&1 >/dev/null) && fail "--time 1e99s accepted"
grep -q "at most one day" <<<"$err" || fail "--time 1e99s message: $err"
err=$("$BIN" match avanco random random -n 1 --max-actions 99999999999999 2>&1 >/dev/null) &&
    fail "--max-actions 99999999999999 accepted"
grep -q "at most 1000000000000" <<<"$err" || fail "--max-actions message: $err"

# A short match: the last line is result: W-D-L over the games played.
out=$("$BIN" match avanco mcts:iterations=50,time=0,threads=1 random -n 2 2>/dev/null) ||
    fail "match exit status"
last=$(tail -n 1 <<<"$out")
[[ $last =~ ^result:\ ([0-9]+)-([0-9]+)-([0-9]+)$ ]] || fail "last line: $last"
(( BASH_REMATCH[1] + BASH_REMATCH[2] + BASH_REMATCH[3] == 2 )) || fail "game count: $last"
grep -q "^elo: " <<<"$out" || fail "elo line: $out"
# The player list names every kind with its parameters.
out=$("$BIN" players) || fail "players exit status"
for kind in random mcts ab solver uci; do
    grep -q "^$kind: " <<<"$out" || fail "players: no $kind"
done
echo ok
