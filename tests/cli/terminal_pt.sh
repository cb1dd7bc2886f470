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

# ---- Go's end in Portuguese: the legal moves, the scoring phase and the result as a Portuguese
# player reads and types them (passar, morta:, aceitar), the half point with a comma ----
out=$(printf 'e5\nc3\nlances\npassar\npassar\nmorta:c3\nmorta:c3\naceitar\naceitar\n' |
    "$bin" play go --option size=9 --lang pt 2>&1)
has "$out" "passar desistir" "go legal moves, pt"
has "$out" "resultado: ganham as Brancas (as Brancas ganham por 5,5 (6,5-1))" "go result, pt"
has "$out" "pontos: Negras 1 Brancas 6,5" "go score, pt"
hasnt "$out" "accept" "go scoring, pt"

# ---- draughts' square numbers on demand in the terminal (issue 11) ----
out=$(printf 'numeros\nsair\n' | "$bin" play draughts --lang pt 2>&1)
has "$out" "  .  1  .  2  .  3  .  4  .  5" "square numbers, top row"
has "$out" " 46  . 47  . 48  . 49  . 50  ." "square numbers, bottom row"
out=$(printf 'numbers\n' | "$bin" play chess --lang pt 2>&1)
has "$out" "este jogo não numera as casas" "no numbers in chess, pt"

# ---- the command line's own refusals follow --lang (the options stay as typed, the
# placeholders are Portuguese) ----
out=$("$bin" analyse chess --lang pt 2>&1)
has "$out" "chess não tem relatório de análise" "analyse of a game without a report, pt"
out=$("$bin" analyse domineering --misere --lang pt 2>&1)
has "$out" "o jogo misère não é oferecido em domineering" "misère refused, pt"
out=$("$bin" solve chess --bogus --lang pt 2>&1)
has "$out" "tabula: argumento inesperado '--bogus'" "unexpected argument, pt"
has "$out" "uso: tabula solve JOGO [--position TEXTO]" "usage after a refusal, pt"
hasnt "$out" "GAME" "usage after a refusal, pt"
out=$("$bin" perft --lang pt 2>&1)
has "$out" "tabula: uso: tabula perft JOGO PROFUNDIDADE [--position TEXTO]" "a usage alone, pt"
out=$("$bin" cgt --lang pt 2>&1)
has "$out" "tabula cgt EXPRESSÃO   p. ex." "an example, pt"
out=$("$bin" pgn --lang pt 2>&1)
has "$out" "tabula pgn --from-record FICHEIRO" "a usage's second line, pt"
out=$("$bin" serve --bogus --lang pt 2>&1)
has "$out" "--engine oferece o jogador JOGADOR" "serve's notes, pt"
hasnt "$out" "any free port" "serve's notes, pt"
out=$("$bin" --help --lang pt 2>&1)
for word in GAME SPEC FILE DEPTH POSITION TEXT HOST PORT DIR; do # case counts: --position stays
    ! grep -qwF -- "$word" <<<"$out" || fail "no English placeholder $word in the usage, pt"
done
has "$out" "tabula egtb [JOGO] --dir PASTA (--pieces N | --material PB,DB,PP,DP" "egtb's syntax, pt"
out=$("$bin" perft 2>&1)
has "$out" "usage: tabula perft GAME DEPTH" "a usage alone, en"
# the families' commands follow --lang too (their protocols' own words stay the protocols')
out=$("$bin" egtb --lang pt 2>&1)
has "$out" "uso: tabula egtb [JOGO] --dir PASTA" "egtb's usage, pt"
has "$out" "constrói as tabelas de finais" "egtb's notes, pt"
hasnt "$out" "builds" "egtb's notes, pt"
out=$("$bin" egtb --dir /nonexistent-tabula --pieces 2 --lang pt 2>&1)
has "$out" "tabula egtb: não há a pasta /nonexistent-tabula para as tabelas" "egtb's error, pt"
out=$("$bin" egtb --dir /nonexistent-tabula --pieces 2 2>&1)
has "$out" "tabula egtb: no folder /nonexistent-tabula for the tables" "egtb's error, en"
out=$(TABULA_LANG=pt "$bin" dxp --time 2>&1)
has "$out" "tabula dxp: --time precisa de um valor" "dxp's refusal, pt"
has "$out" "uso: tabula dxp (--connect ENDEREÇO:PORTA | --listen PORTA)" "dxp's usage, pt"
out=$("$bin" hub a b --lang pt 2>&1)
has "$out" "uso: tabula hub [JOGO] [--egtb PASTA]" "hub's usage, pt"
out=$("$bin" uci x --lang pt 2>&1)
has "$out" "comandos UCI na entrada padrão" "uci's usage, pt"
out=$("$bin" gtp --bogus --lang pt 2>&1)
has "$out" "uso: tabula gtp [--player JOGADOR]" "gtp's usage, pt"
# a player that cannot be made is refused at the start, in the user's language, not at the
# controller's first genmove
out=$(printf 'genmove b\nquit\n' | "$bin" gtp --lang pt --player bogus 2>&1)
code=$?
[[ $code == 2 ]] || fail "gtp with a bad player: exit $code"
has "$out" "tabula: jogador desconhecido 'bogus'" "gtp's bad player, pt"
hasnt "$out" "unknown" "gtp's bad player, pt"
hasnt "$out" "unexpected" "unexpected argument, pt"
out=$("$bin" solve chess --bogus 2>&1)
has "$out" "tabula: unexpected argument '--bogus'" "unexpected argument, en"
out=$(TABULA_LANG=pt "$bin" perft avanco x 2>&1)
has "$out" "profundidade inválida 'x'" "bad depth, TABULA_LANG=pt"
out=$("$bin" analyse nim "3 5 7" --misere --lang pt 2>&1)
has "$out" "tipo: imparcial" "report's kind, pt"
has "$out" "convenção: misère" "report's convention, pt"

# ---- refusals in Portuguese, the detail too (the issue's example: chess's bad position) ----
out=$("$bin" play chess --position "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
    --lang pt </dev/null 2>&1)
has "$out" "posição inválida: carácter 'x' inesperado (as peças são" "chess bad position, pt"
hasnt "$out" "unexpected" "chess bad position, pt"
out=$("$bin" play chess --position "8/8/8/8/8/8/8/8 w - - 0 1" --lang pt </dev/null 2>&1)
has "$out" "as Brancas têm de ter exactamente um rei" "a player named in the detail"
# the same refusal in English is unchanged
out=$("$bin" play chess --position "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
    </dev/null 2>&1)
has "$out" "bad position: unexpected 'x' (pieces are" "chess bad position, en"
# options refused before the game exists: the variant's family still translates them
out=$("$bin" play chess --option zz=1 --lang pt </dev/null 2>&1)
has "$out" "opção desconhecida 'zz' em chess" "unknown option, pt"
out=$("$bin" play go --option komi=0.3 --lang pt </dev/null 2>&1)
has "$out" "opção komi: '0.3' não é múltiplo de 0,5" "go option, pt (what was typed stays as typed)"
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

# ---- issue 16, the items left ----
# records refused in Portuguese, with no English left (a bad SGF, PDN and PGN piped in)
english_words="move is not the of board plays turn line tag closing expected unexpected value closed unknown variant supported illegal point occupied word too long"
no_english() { # no_english TEXT WHAT: the first line, without what was typed ('...', [...])
    local msg
    msg=$(head -1 <<<"$1" | sed -e "s/'[^']*'//g" -e 's/"[^"]*"//g' -e 's/\[[^]]*\]//g')
    for word in $english_words; do hasnt "$msg" "$word" "$2"; done
}
out=$(printf '(;GM[1]FF[4]SZ[9];B[zz];W[ee])\n' | "$bin" play go --lang pt 2>&1)
has "$out" "SGF: lance 1: B[zz] não é um ponto do tabuleiro 9x9" "a bad SGF, pt"
no_english "$out" "a bad SGF, pt"
out=$(printf '(;GM[1]FF[4]SZ[9];B[ee];W[ee])\n' | "$bin" play go --lang pt 2>&1)
has "$out" "SGF: lance 2 (W[ee]) é ilegal: lance ilegal e5: o ponto está ocupado" "an illegal SGF move, pt"
out=$(printf '(;GM[1]FF[4]SZ[9]KM[0.3])\n' | "$bin" play go --lang pt 2>&1)
no_english "$out" "an SGF's komi, pt"
out=$(printf '[GameType "20"]\n1. 32-28 99-1 *\n' | "$bin" play draughts --lang pt 2>&1)
has "$out" "PDN: linha 2: lance 2 '99-1': não consigo ler a jogada '99-1'" "a bad PDN, pt"
no_english "$out" "a bad PDN, pt"
out=$(printf '[GameType "20"]\n[Event "x\n1. 32-28 *\n' | "$bin" play draughts --lang pt 2>&1)
no_english "$out" "a PDN tag, pt"
out=$(printf '[Event "x"]\n1. e4 e5 2. Qxx *\n' | "$bin" play chess --lang pt 2>&1)
has "$out" "lance 3 'Qxx': lance inválido 'Qxx'" "a bad PGN, pt"
no_english "$out" "a bad PGN, pt"
out=$(printf '(;GM[1]FF[4]SZ[9];B[zz])\n' | "$bin" play go 2>&1)
has "$out" "SGF: move 1: B[zz] is not a point of the 9x9 board" "a bad SGF, en unchanged"
# computer players and their engines refused in Portuguese
out=$("$bin" play chess --p2 nosuch --lang pt </dev/null 2>&1)
has "$out" "--p2: jogador desconhecido 'nosuch' (ver: tabula players)" "an unknown player, pt"
out=$("$bin" play chess --p2 'ab:depth=zz' --lang pt </dev/null 2>&1)
has "$out" "parâmetro depth: número inválido 'zz'" "a bad parameter, pt"
out=$("$bin" play chess --p2 'uci:cmd=/nonexistent/engine' --lang pt </dev/null 2>&1)
has "$out" "não consigo correr '/nonexistent/engine': o ficheiro não existe" "an engine that cannot run, pt"
out=$("$bin" play chess --p2 'uci:cmd=false' --lang pt </dev/null 2>&1)
has "$out" "o motor 'false' parou" "an engine that stops, pt"
out=$("$bin" match nim random nosuch -n 1 --lang pt 2>&1)
has "$out" "jogador desconhecido 'nosuch'" "match: an unknown player, pt"
# the book's chess game (seed 000, the chess chapter), captures written with ':'
# ("1. e4, Nc6; 2. Bc4, d6; 3. d3, e5; 4. Nf3, Nf6; 5. Bg5, h6; 6. B:f6, Q:f6"), a move a line
out=$(printf 'e4\nNc6\nBc4\nd6\nd3\ne5\nNf3\nNf6\nBg5\nh6\nB:f6\nQ:f6\n' | "$bin" play chess --lang pt 2>&1)
has "$out" "posição: r1b1kb1r/ppp2pp1/2np1q1p/4p3/2B1P3/3P1N2/PPP2PPP/RN1QK2R w KQkq - 0 7" \
    "the book's game with B:f6, Q:f6"
out=$("$bin" rules chess --lang pt)
has "$out" "As iniciais das peças são as inglesas," "the rules say the letters are English"
# Quim: the book's verbs, typed and shown
out=$(printf 'partir 4=2+2\nretirar 2\n' | "$bin" play quim --lang pt 2>&1)
has "$out" "posição: quim: 5" "Quim: partir and retirar are read"
out=$(printf 'partir 9=1+8\n' | "$bin" play quim --lang pt 2>&1)
has "$out" "partir 4=3+1 partir 5=4+1" "Quim: the hint in the book's verbs"
hasnt "$out" "split" "Quim: no English verb in the hint"
out=$(printf 'partir 9=1+8\n' | "$bin" play quim 2>&1)
has "$out" "split 4=3+1 split 5=4+1" "Quim: the hint in English"
# a game that places: the hint says where, not "from"
out=$(printf 'e5\ne5\n' | "$bin" play go --option size=9 --lang pt 2>&1)
has "$out" "nenhum lance legal em e5; lances legais:" "Go's hint, pt"
hasnt "$out" "a partir de" "Go's hint, pt"
out=$(printf 'e5\n' | "$bin" play produto --lang pt 2>&1)
has "$out" "lances legais em e5: e5:B e5:W" "Produto's hint, pt"
out=$(printf 'e5\n' | "$bin" play produto 2>&1)
has "$out" "legal moves at e5: e5:B e5:W" "Produto's hint, en"
out=$(printf 'd2\n' | "$bin" play avanco --lang pt 2>&1)
has "$out" "lances legais a partir de d2:" "a game that moves keeps 'a partir de'"
# Eleições: the book's "as Brancas desistiram"
out=$(printf 'resigns\n' | "$bin" play elections/hex-small --lang pt 2>&1)
has "$out" "resultado: ganham as Negras (as Brancas desistiram)" "a resignation, pt"
# and a won election, with its article ("as Brancas ganham a eleição")
out=$("$bin" play elections/hex-small --p1 "mcts:iterations=30,time=0,threads=1" \
    --p2 "mcts:iterations=30,time=0,threads=1" --lang pt 2>&1)
grep -Eq "\((as Brancas|as Negras) ganham a eleição\)" <<<"$out" ||
    fail "a won election, pt: $(tail -n 2 <<<"$out")"
# the menu says whom the computer plays and its level, in words
out=$(printf '2\n1\n2\n1\n' | "$bin" menu --lang pt 2>&1)
has "$out" "O computador joga como jogador de nível fácil, com as Negras." "the menu, pt"
hasnt "$out" "chess:depth" "no player spec in the Portuguese menu"
hasnt "$out" "plays" "no English in the Portuguese menu"
out=$(printf '2\n1\n3\n1\n' | TABULA_LANG=en "$bin" menu 2>&1)
has "$out" "The computer plays White, level easy." "the menu, en"

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "terminal_pt: all passed"
