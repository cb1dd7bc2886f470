#!/usr/bin/env bash
# The terminal in both languages (issue 16): refusals of bad positions, options and games in
# Portuguese with no English left in them, a refused chess move that says why, and
# `tabula match --progress` (one line per finished game on stderr, stdout's report unchanged).
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
    ! grep -qiwF -- "$2" <<<"$1" || fail "$3: '$2' should not be in: $(head -c 600 <<<"$1")"
}

# ---- refusals in Portuguese, the detail too (the issue's example: chess's bad position) ----
out=$("$bin" play chess --position "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
    --lang pt </dev/null 2>&1)
has "$out" "posição inválida: carácter 'x' inesperado (as peças são" "chess bad position, pt"
hasnt "$out" "unexpected" "chess bad position, pt"
out=$("$bin" play chess --position "8/8/8/8/8/8/8/8 w - - 0 1" --lang pt </dev/null 2>&1)
has "$out" "as Brancas têm de ter exatamente um rei" "a player named in the detail"
# the same refusal in English is unchanged
out=$("$bin" play chess --position "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
    </dev/null 2>&1)
has "$out" "bad position: unexpected 'x' (pieces are" "chess bad position, en"
# options refused before the game exists: the variant's family still translates them
out=$("$bin" play chess --option zz=1 --lang pt </dev/null 2>&1)
has "$out" "opção desconhecida 'zz' em chess" "unknown option, pt"
out=$("$bin" play go --option komi=0.3 --lang pt </dev/null 2>&1)
has "$out" "opção komi: '0.3' não é múltiplo de 0.5" "go option, pt"
hasnt "$out" "multiple" "go option, pt"
out=$(TABULA_LANG=pt "$bin" play draughts --option fmjd_draw_rules=maybe </dev/null 2>&1)
has "$out" "opção fmjd_draw_rules: tem de ser um de" "TABULA_LANG=pt option"
out=$("$bin" play no-such-game --lang pt </dev/null 2>&1)
has "$out" "jogo desconhecido 'no-such-game'" "unknown game, pt"
# perft, solve and analyse say it in Portuguese too
for cmd in "perft nim 1" "solve nim" "analyse nim"; do
    # shellcheck disable=SC2086
    out=$("$bin" $cmd --position "3 x" --lang pt 2>&1 </dev/null)
    [ "${cmd%% *}" = analyse ] && out=$("$bin" analyse nim "3 x" --lang pt 2>&1)
    has "$out" "posição inválida" "$cmd, bad position, pt"
    hasnt "$out" "bad" "$cmd, bad position, pt"
done
for args in "semaforo --position 1" "produto --position x" "elections/cube --position x" \
    "domineering --position ..x" "halma --position ?" "kayles --position -1"; do
    # shellcheck disable=SC2086
    out=$("$bin" play $args --lang pt </dev/null 2>&1)
    for word in position expected unexpected the is are must has; do
        hasnt "$out" "$word" "play $args --lang pt"
    done
done

# ---- a refused chess move says why, in both languages ----
out=$(echo Ke3 | "$bin" play chess 2>&1)
has "$out" "illegal move 'Ke3': no king of the side to move can go to e3" "Ke3"
out=$(echo Ke3 | "$bin" play chess --lang pt 2>&1)
has "$out" "lance ilegal 'Ke3': o rei de quem joga não pode ir para e3" "Ke3, pt"
out=$(printf 'd4\ne6\nc4\nBb4\nNc3\na6\nNd5\n' | "$bin" play chess 2>&1)
has "$out" "illegal move 'Nd5': it would leave the king in check" "a pinned knight"
out=$(printf 'e4\ne5\nQh5\nNc6\nQxf7\na6\n' | "$bin" play chess --lang pt 2>&1)
has "$out" "lance ilegal 'a6': o rei está em xeque e continuaria em xeque" "in check, pt"
out=$(printf 'e4\nd5\na3\n' | "$bin" play chess/losing 2>&1)
has "$out" "illegal move 'a3': a capture is compulsory" "losing chess"

# ---- match --progress: a line per game on stderr; stdout as without it ----
plain=$("$bin" match nim random random -n 3 --seed 5 2>/dev/null)
with=$("$bin" match nim random random -n 3 --seed 5 --progress 2>/tmp/terminal_pt.$$)
[ "$plain" = "$with" ] || fail "--progress changed the report: $with"
lines=$(cat /tmp/terminal_pt.$$)
[ "$(grep -c '^game [123]/3: random as \(First\|Second\): \(win\|loss\|draw\)' <<<"$lines")" = 3 ] ||
    fail "--progress: not one line per game: $lines"
has "$lines" "game 3/3:" "--progress counts the games"
last=$(tail -1 <<<"$lines")
result=$(grep '^result:' <<<"$plain" | cut -d' ' -f2)
w=${result%%-*} rest=${result#*-} d=${rest%%-*} l=${rest#*-}
has "$last" "(+$w =$d -$l)" "--progress: the running score ends at the result"
grep -q $'\r' /tmp/terminal_pt.$$ && fail "--progress wrote a counter"
"$bin" match nim random random -n 2 --progress --lang pt 2>/tmp/terminal_pt.$$ >/dev/null
lines=$(cat /tmp/terminal_pt.$$)
has "$lines" "partida 2/2: random com o" "--progress in Portuguese"
has "$lines" "pontuação" "--progress in Portuguese"
hasnt "$lines" "score" "--progress in Portuguese"
rm -f /tmp/terminal_pt.$$
has "$("$bin" match --help)" "--progress" "match --help names --progress"

# the shared reserve's line under the board is named in the language asked for
out=$(echo "a1=G" | "$bin" play semaforo --lang pt 2>&1)
has "$out" "reserva G: 7" "Semáforo's stock in Portuguese"
hasnt "$out" "stock" "Semáforo's stock in Portuguese"
has "$(echo "a1=G" | "$bin" play semaforo 2>&1)" "stock G: 7" "Semáforo's stock in English"

# ---- the menu: `tabula --lang pt` starts it; names with accents line up with the others ----
out=$(printf '4\nq\n' | "$bin" --lang pt 2>&1)
has "$out" "Número da família" "tabula --lang pt starts the menu"
has "$out" "Jogo de subtracção" "the combinatorial games"
# the summaries start in one column, counted in characters (bash counts them in a UTF-8
# locale): "  1. ", the name padded to 30, a space, then the summary
if locale -a 2>/dev/null | grep -qix 'c.utf-\?8'; then
    while IFS= read -r line; do
        LC_ALL=C.UTF-8
        [ "${line:35:1}" = " " ] && [ "${line:36:1}" != " " ] ||
            fail "the menu's summary is not at column 37: $line"
        LC_ALL=C
    done < <(grep -E '^ +[0-9]+\. (Jogo de subtracção|Nim|Nim clássico|Dominório) ' <<<"$out")
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "terminal_pt: all passed"
