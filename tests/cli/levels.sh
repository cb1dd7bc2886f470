#!/usr/bin/env bash
# The levels in the terminal (issue 14 item 3): the menu lists each level with what its player
# is for the chosen game, and `tabula match`/`tabula play` take a level's name for the same
# player as the server's (tabula/levels.h resolves it for all three).
set -u
bin="$1"
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
has() { # has TEXT PATTERN WHAT: the text contains the fixed string
    grep -qF -- "$2" <<<"$1" || fail "$3: no '$2' in: $(head -c 600 <<<"$1")"
}

# the menu: chess is family 2, game 1; against the computer, hard
out=$(printf '2\n1\n2\n3\n' | TABULA_LANG=en "$bin" menu 2>&1)
has "$out" "1. easy — the chess engine, depth 1, 0.2 s a move" "the menu says what easy is"
has "$out" "The computer plays as chess:time=2s" "the menu's hard chess player is the engine"
out=$(printf '2\n1\n2\n1\n' | "$bin" menu --lang pt 2>&1)
has "$out" "1. fácil — o motor de xadrez, profundidade 1, 0,2 s por lance" "the menu in Portuguese"
has "$out" "3. difícil — o motor de xadrez, 2 s por lance" "the hard level in Portuguese"

# Semáforo (family 3, game 1): the solver at the top, said to play perfectly
out=$(printf '3\n1\n2\n3\n' | TABULA_LANG=en "$bin" menu 2>&1)
has "$out" "3. hard — plays perfectly whenever the exact solver finishes within 2 s" "semaforo's top level"
has "$out" "The computer plays as solver:time=2s,fallback=ab" "semaforo's hard player"

# match: a level's name is the game's player behind it
out=$("$bin" match chess easy random -n 1 --max-actions 2 2>&1)
has "$out" "games: 1 (chess:depth=1,time=0.2s vs random, chess)" "match resolves a level"
out=$("$bin" match domineering random hard -n 1 --max-actions 2 2>&1)
has "$out" "vs cgt:time=2s,fallback=mcts, domineering)" "match resolves the combinatorial top level"

# play: a level in a seat (a small board: the computer plays both sides to the end)
out=$("$bin" play semaforo --option board=3x3 --p1 random --p2 easy --seed 1 2>&1 </dev/null)
[[ $? == 0 ]] || fail "play with a level: $out"
out=$("$bin" play semaforo --p1 nosuchlevel 2>&1 </dev/null)
has "$out" "nosuchlevel" "an unknown player is refused by its name"

[[ $failures == 0 ]] && echo "levels: all passed"
exit $((failures > 0))
