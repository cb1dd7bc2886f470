#!/usr/bin/env bash
# The tabula command as a user meets it: every subcommand, bad input, game records.
# Usage: cli.sh PATH/TO/tabula
set -u
export TABULA_LANG=en  # the checks read English output whatever the machine's LANG
TB=${1:?usage: cli.sh TABULA}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

check() { # check NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name"; fi
}
# run EXPECTED-STATUS ARGS... : runs tabula, keeps stdout/stderr in $tmp/out, $tmp/err
run() {
    local want=$1; shift
    "$TB" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    local got=$?
    [[ $got == "$want" ]] || { echo "  tabula $* exited $got, expected $want"; cat "$tmp/err"; return 1; }
}
run_in() { # run_in EXPECTED-STATUS INPUT ARGS...
    local want=$1 input=$2; shift 2
    printf '%b' "$input" | "$TB" "$@" >"$tmp/out" 2>"$tmp/err"
    local got=$?
    [[ $got == "$want" ]] || { echo "  tabula $* exited $got, expected $want"; cat "$tmp/err"; return 1; }
}
out_has() { grep -qF -- "$1" "$tmp/out" || { echo "  stdout lacks '$1'"; return 1; }; }
err_is_one_line() {
    [[ $(wc -l <"$tmp/err") -eq 1 ]] && grep -q '^tabula: ' "$tmp/err" ||
        { echo "  stderr is not one 'tabula:' line:"; cat "$tmp/err"; return 1; }
}
last_line() { tail -n 1 "$tmp/out"; }

# list and rules, in both languages
check "list" run 0 list
check "list names" out_has "Breakthrough"
check "rules en" run 0 rules avanco --lang en
check "rules en text" out_has "Breakthrough"
check "rules pt" run 0 rules avanco --lang pt
check "rules pt text" out_has "Jogam primeiro as Brancas"
check "rules by Portuguese name" run 0 rules "Avanço"
check "rules bad lang" run 2 rules avanco --lang xx
check "unknown command" run 2 frobnicate

# bad input: one clear line, non-zero status
check "unknown game" run 2 play nosuchgame
check "unknown game message" err_is_one_line
check "bad option" run 2 perft avanco 1 --option nosuch=1
check "bad option message" err_is_one_line
# Issue 15: empty option items are refused; messages quote input without its control characters.
check "empty option items" run 2 perft avanco 1 --option ,,,
check "empty option items message" err_is_one_line
check "trailing comma" run 2 perft avanco 1 --option "rows=6,"
no_raw_controls() {
    ! LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$tmp/err" ||
        { echo "  stderr has raw control characters:"; cat -v "$tmp/err"; return 1; }
}
check "a game name with an escape sequence" run 2 perft $'\e[31mavanco\r\b' 1
check "  is quoted escaped" no_raw_controls
check "  as \\x1b" grep -qF '\x1b[31mavanco\r\x08' "$tmp/err"
check "an option with control characters" run 2 perft avanco 1 --option $'rows=\e]0;pwned\a'
check "  is quoted escaped" no_raw_controls
check "  and stays one line" err_is_one_line
check "bad position" run 2 perft avanco 1 --position "ppppppp/7 w"
check "bad position message" err_is_one_line
check "bad depth" run 2 perft avanco -3
check "bad depth word" run 2 perft avanco three
check "bad depth message" err_is_one_line
check "bad player" run 2 play avanco --p1 nosuchplayer
check "bad player message" err_is_one_line

# perft: the last line is the count, and --divide adds up to it
check "perft" run 0 perft avanco 3
total=$(last_line)
is_count() { [[ $1 =~ ^[0-9]+$ ]]; }
check "perft numeric" is_count "$total"
check "perft divide" run 0 perft avanco 3 --divide
sum=$(grep ': ' "$tmp/out" | awk -F': ' '{s += $2} END {print s}')
check "divide sums to perft" [ "$sum" = "$total" ]
check "divide total" [ "$(last_line)" = "$total" ]
check "perft turns" run 0 perft avanco 3 --turns
check "perft turns equal for one-action turns" [ "$(last_line)" = "$total" ]

# playing from a pipe: one move per line, final position and outcome printed
check "batch play" run_in 0 'd2-d3\ne6-e5\nd3-d4\ne5xd4\n' play avanco
check "batch position" out_has "position: ppppppp/pppp1pp/7/3p3/7/PPP1PPP/PPPPPPP w"
check "batch unfinished" out_has "result: unfinished"
check "batch illegal move" run_in 1 'd2-d3\nd3-d4\n' play avanco
check "illegal move reported" grep -q "illegal move" "$tmp/err"
check "illegal move changes nothing" out_has "position: ppppppp/ppppppp/7/7/3P3/PPP1PPP/PPPPPPP b"
check "batch commands" run_in 0 'moves\nd2-d3\nundo\nc2-c3\n' play avanco
check "undo then other move" out_has "position: ppppppp/ppppppp/7/7/2P4/PP1PPPP/PPPPPPP b"

# records: save, then replay the record from a pipe and with load
check "save" run_in 0 "d2-d3\ne6-e5\nsave $tmp/game.txt\n" play avanco
check "record has tags" grep -q '^\[Game "avanco"\]' "$tmp/game.txt"
check "record has turns" grep -q '^2. e6-e5' "$tmp/game.txt"
check "replay record" run_in 0 "$(cat "$tmp/game.txt")\n" play avanco
check "replayed position" out_has "position: ppppppp/pppp1pp/4p2/7/3P3/PPP1PPP/PPPPPPP w"
check "load record" run_in 0 "load $tmp/game.txt\nd3-d4\n" play avanco
check "loaded and went on" out_has "position: ppppppp/pppp1pp/4p2/3P3/7/PPP1PPP/PPPPPPP b"
check "load missing file" run_in 1 "load $tmp/none.txt\n" play avanco
printf '[Game "avanco"]\n1. d2-d3\n2. d3-d4\n' >"$tmp/bad.txt"
check "load bad record" run_in 1 "load $tmp/bad.txt\n" play avanco
check "bad record names the line" grep -q "line 3" "$tmp/err"

# computer players finish a game
check "random vs random" run 0 play avanco --p1 random --p2 random --seed 7
check "random game ends" grep -q "^result: \(White\|Black\) wins" "$tmp/out"
check "from a position" run_in 0 'd6-d7\n' play avanco --position "p6/3P3/7/7/7/7/7 w"
check "win shown" out_has "result: White wins (White reached row 7)"
check "portuguese play" run_in 0 'd6-d7\n' play avanco --lang pt --position "p6/3P3/7/7/7/7/7 w"
check "portuguese result" out_has "resultado: ganham as Brancas"

# bench: one line per game, bad arguments refused
check "bench" run 0 bench avanco --time 0.05
check "bench line" grep -q "^avanco " "$tmp/out"
check "bench bad time" run 2 bench avanco --time soon
check "bench unknown game" run 2 bench nosuchgame

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
