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

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "terminal: all passed"
