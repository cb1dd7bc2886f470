#!/usr/bin/env bash
# Issue 16 item 7: a bad SGF, PDN or PGN record posted to /api/sessions/import?lang=pt is
# refused in Portuguese, by the phrasebook of the family whose format read it, even when the
# request names no game; without ?lang=pt the message stays English. Nothing is stored. And a
# computer player's engine that fails is reported in Portuguese.
# Usage: portuguese.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
server_args=(--engine "broken=uci:cmd=/bin/false")
start_server

# English words a Portuguese refusal must not hold (the record's own text is not judged)
english='\b(move|is|not|the|of|board|plays|turn|line|tag|closing|expected|unexpected|value|closed|unknown|variant|supported|illegal|point|occupied|word|too|long)\b'
no_english() { # the error without the parts the user typed ('...', "...", [..])
    local msg
    msg=$(jqb .error | sed -e "s/'[^']*'//g" -e 's/"[^"]*"//g' -e 's/\[[^]]*\]//g')
    ! grep -qiE "$english" <<<"$msg" || { echo "  English in: $(jqb .error)"; return 1; }
}
import() { # import TEXT [GAME]: POST the record, in Portuguese
    local body
    if [[ $# -ge 2 ]]; then body=$(jq -n --arg t "$1" --arg g "$2" '{"text": $t, "game": $g}')
    else body=$(jq -n --arg t "$1" '{"text": $t}'); fi
    req POST "/api/sessions/import?lang=pt" "$body"
}

req GET /api/sessions
count=$(jqb '.sessions | length')

import "(;FF[4]GM[1]SZ[9];B[zz])"
check "SGF: a point off the board" status_is 400
check "  in Portuguese" has '.error == "SGF: lance 1: B[zz] não é um ponto do tabuleiro 9x9"'
import "(;FF[4]GM[1]SZ[9];B[ee];W[ee])"
check "SGF: an illegal move" status_is 400
check "  in Portuguese, the detail too" has '.error | startswith("SGF: lance 2 (W[ee]) é ilegal: lance ilegal")'
check "  no English" no_english
import "(;FF[4]GM[1]SZ[9];W[ee])"
check "SGF: out of turn" status_is 400
check "  the player with its article" has '.error == "SGF: lance 1: as Brancas jogam fora da sua vez"'
import "(;FF[4]GM[1]SZ[9]KM[0.3])"
check "SGF: bad komi" status_is 400
check "  no English" no_english
import "(;FF[4]GM[1]SZ[40])"
check "SGF: bad size" status_is 400
check "  no English" no_english

import $'[GameType "20"]\n1. 32-28 99-1 *\n' draughts
check "PDN: a move that is none" status_is 400
check "  in Portuguese" has '.error | startswith("PDN: linha 2: lance 2")'
check "  no English" no_english
import $'[GameType "20"]\n[Event "x]\n1. 32-28 *\n' draughts
check "PDN: a tag with no closing quote" status_is 400
check "  no English" no_english
import $'[FEN "W:X31"]\n*\n' draughts
check "PDN: a bad FEN" status_is 400
check "  no English" no_english

import $'[Event "x"]\n1. e4 e5 2. Qxx *\n'
check "PGN: a bad move" status_is 400
check "  in Portuguese" has '.error | startswith("lance 3 '"'"'Qxx'"'"': lance inválido")'
check "  no English" no_english
import $'[Variant "nosuch"]\n1. e4 *\n'
check "PGN: an unknown variant" status_is 400
check "  in Portuguese" has '.error == "variante de xadrez desconhecida '"'"'nosuch'"'"'"'
# The book's game (seed 000, the chess chapter: captures written with ':') imports.
import $'[Event "book"]\n1. e4 Nc6 2. Bc4 d6 3. d3 e5 4. Nf3 Nf6 5. Bg5 h6 6. B:f6 Q:f6 *\n'
check "PGN: the book's game with B:f6, Q:f6" status_is 201
check "  its twelve moves" has '(.moves | length) == 12'
curl -s -o /dev/null -X DELETE "$base/api/sessions/$(jqb .id)"

# without ?lang=pt, English
req POST /api/sessions/import '{"text": "(;FF[4]GM[1]SZ[9];B[zz])"}'
check "English without lang" has '.error == "SGF: move 1: B[zz] is not a point of the 9x9 board"'

req GET /api/sessions
check "nothing stored by the refusals" has ".sessions | length == $count"

# an engine that stops: the session's error in the page's language
check "a game against a broken engine" is POST /api/sessions '{"game": "chess", "players": ["human", "broken"]}' 201
sid=$(jqb .id)
check "  a move, then the engine's turn" is POST "/api/sessions/$sid/moves?lang=pt" '{"move": "e4"}' 200
for _ in $(seq 100); do
    req GET "/api/sessions/$sid?lang=pt"
    [[ $(jqb '.error != null') == true ]] && break
    sleep 0.1
done
check "  the failure in Portuguese" has '.error | startswith("jogador do computador: ")'
check "  no English" no_english
req GET "/api/sessions/$sid"
check "  and in English without lang" has '.error | startswith("computer player: ")'
curl -s -o /dev/null -X DELETE "$base/api/sessions/$sid"
check "the server stops cleanly" stop_server
check "no sanitizer report" server_clean
finish
