#!/usr/bin/env bash
# What a person meets in the terminal (issue 16, items 7 and 8): positions typed without the
# game's header when the game is named, the Portuguese ids, help, undo, illegal moves that
# say why, `--help` on every subcommand, progress only on terminals, messages in the
# language asked for.
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
hasnt() {
    ! grep -qF -- "$2" <<<"$1" || fail "$3: '$2' should not be in: $(head -c 600 <<<"$1")"
}

# ---- item 7: the position without its header, when the game is named ----
has "$("$bin" analyse nim "3 5 7 9" 2>&1)" "position: nim: 3 5 7 9" "analyse nim 3 5 7 9"
has "$("$bin" analyse nim "3 5 7 9" 2>&1)" "grundy: 8" "analyse nim 3 5 7 9"
has "$("$bin" analyse kayles 10 2>&1)" "position: kayles: 10" "analyse kayles 10"
has "$("$bin" analyse domineering ..../.... 2>&1)" "position: domineering: ..../...." \
    "analyse domineering"
# the variant's own header: the subtraction set of `sub` is kept
has "$("$bin" analyse sub 10 2>&1)" "position: sub{1,2,3}: 10" "analyse sub 10"
# a sum: each bare component takes the game's header; a named one keeps its own
has "$("$bin" analyse nim "3 5 + kayles: 4" 2>&1)" "position: nim: 3 5 + kayles: 4" "a sum"
has "$(echo quit | "$bin" play nim --position "3 5 7" 2>&1)" "position: nim: 3 5 7" \
    "play nim --position 3 5 7"
# still refused: words that are no position
"$bin" analyse nim "three" >/dev/null 2>&1 && fail "analyse nim three: accepted"

# ---- item 7: the Portuguese ids of games and families ----
for pair in subtraccao:sub rainha-branca:queens par-impar:parity loiras-morenas:queens2 \
    matrizes:matrix leoes-dragoes:lions jogo:game xadrez:chess damas:draughts \
    dominorio:domineering arbusto:hackenbush; do
    alias=${pair%%:*} id=${pair#*:}
    [ "$("$bin" rules "$alias" 2>&1)" = "$("$bin" rules "$id")" ] || fail "rules $alias is not $id"
    [ "$(echo quit | "$bin" play "$alias" 2>&1)" = "$(echo quit | "$bin" play "$id" 2>&1)" ] ||
        fail "play $alias is not play $id"
done
has "$("$bin" analyse subtraccao 10 2>&1)" "position: sub{1,2,3}: 10" "analyse subtraccao"
"$bin" rules no-such-game >/dev/null 2>&1 && fail "rules no-such-game: accepted"

# ---- item 8: the game loop on a terminal (script gives it one) ----
term() { # term LINES ARGS...: the session's output, LINES typed one a line
    local lines="$1"
    shift
    printf '%b' "$lines" | timeout 60 script -qec "$(printf '%q ' "$bin" "$@")" /dev/null 2>&1 |
        tr -d '\r'
}
if command -v script >/dev/null; then
    out=$(term 'help\nquit\n' play chess)
    has "$out" "list the legal moves" "help"
    # help prints help, not the board again: one board (rank 8 once), before the help
    [ "$(grep -c '^ 8 ' <<<"$out")" = 1 ] || fail "help redrew the board: $out"
    out=$(term 'e4\nundo\nquit\n' play chess)
    has "$out" "undone: e4" "undo says what it undid"
    out=$(term 'undo\nquit\n' play chess)
    has "$out" "nothing to undo" "undo at the start"
    out=$(term 'd2-d5\nquit\n' play chess)
    has "$out" "legal moves from d2: d3 d4" "an illegal move says what is legal"
    out=$(term 'd2-d5\najuda\nanular\nsair\n' play chess --lang pt)
    has "$out" "lances legais a partir de d2: d3 d4" "the illegal move in Portuguese"
    has "$out" "lista os lances legais" "ajuda in Portuguese"
    has "$out" "Jogam as Brancas" "the status line in Portuguese"
    has "$out" "nada para anular" "anular in Portuguese"
    hasnt "$out" "Pretas" "the book's Negras"
    out=$(TABULA_LANG=pt term 'e4\nundo\nquit\n' play chess)
    has "$out" "anulado: e4" "TABULA_LANG=pt"
    # the menu: families first, then their games, then who plays and the level
    out=$(term '4\n3\n1\nquit\nq\n' menu)
    has "$out" "Combinatorial games" "the menu lists families"
    has "$out" "Nim" "the family's games"
    [ "$(grep -cE '^ *[0-9]+\. ' <<<"$(sed -n '1,/Family number/p' <<<"$out")")" -le 12 ] ||
        fail "the first menu is not the families"
    out=$(term '2\n1\n2\n1\nquit\nq\n' menu --lang pt)
    has "$out" "Nível do computador" "the menu asks the computer's level"
    has "$out" "O computador joga como" "the level's player is said"
fi
# batch: a refused move says why, in the language asked for
out=$(echo "d2-d5" | "$bin" play chess 2>&1)
has "$out" "legal moves from d2: d3 d4" "batch: refused move"
out=$(echo "d2-d5" | "$bin" play chess --lang pt 2>&1)
has "$out" "lance ilegal" "batch: refused move in Portuguese"
has "$out" "(linha 1)" "batch: the line in Portuguese"

# every subcommand answers --help, on stdout, with status 0
for cmd in list rules play perft menu cgt solve match players bench pgn serve analyse table \
    uci gtp; do
    out=$("$bin" "$cmd" --help 2>/dev/null) || fail "$cmd --help: status $?"
    has "$out" "tabula $cmd" "$cmd --help"
done
has "$("$bin" solve --help --lang pt)" "Resolve uma posição" "solve --help in Portuguese"

# counters only on terminals: a redirected match log has no carriage returns
"$bin" match nim random random -n 3 >/dev/null 2>/tmp/terminal.$$
grep -q $'\r' /tmp/terminal.$$ && fail "match wrote a progress counter to a file"
rm -f /tmp/terminal.$$

# Portuguese options and players: rules and players with --lang pt
has "$("$bin" rules semaforo --lang pt)" "3 filas de 4" "options' help in Portuguese"
has "$("$bin" players --lang pt)" "tempo para pensar cada lance" "players in Portuguese"
has "$("$bin" analyse nim "3 5 7" --lang pt)" "resultado: N" "report labels in Portuguese"
# The reports of list, match, perft and table in Portuguese: their words, the decimal comma,
# and no English word of theirs left.
out=$("$bin" list --lang pt)
has "$out" "JOGO" "list header in Portuguese"
grep -qE "GAME|PORTUGUESE|ENGLISH|FAMILY" <<<"$out" && fail "list header in English: $(head -1 <<<"$out")"
out=$("$bin" match nim random random -n 2 --lang pt 2>&1)
has "$out" "partidas: 2 (random contra random, nim)" "match summary in Portuguese"
grep -qE "^pontuação: [0-9],[0-9]/2 \([0-9]+,[0-9]%\)$" <<<"$out" || fail "match score with the decimal comma: $out"
grep -qwE "games|score|result|wins|draws|losses|to" <<<"$out" && fail "match summary in English: $out"
out=$("$bin" perft nim 2 --lang pt 2>&1)
grep -qE "^tempo: [0-9]+,[0-9]{3}s, [0-9]+ nós/s$" <<<"$out" || fail "perft time in Portuguese: $out"
out=$("$bin" table kayles 12 --lang pt)
has "$out" "kayles: uma fila de n pinos" "Kayles table in Portuguese"
out=$("$bin" table 0.137 100000 --lang pt)
has "$out" "período 34 a partir de n = 52 (última excepção n = 51)" "octal table in Portuguese"
grep -qwE "period|proven|largest|heap|tokens" <<<"$out" && fail "octal table in English: $out"
out=$("$bin" table queens 3x3 --lang pt)
has "$out" "Valores de Grundy" "queens table in Portuguese"

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "terminal: all passed"
