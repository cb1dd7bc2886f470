#!/usr/bin/env bash
# Every endpoint of docs/API.md and every class of bad request: a clear JSON error, the right
# status, and nothing changed. Usage: api.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"

# A front end folder of our own, to check files, MIME types and path traversal.
mkdir -p "$tmp/web/js" "$tmp/outside"
echo '<!doctype html><title>test page</title>' >"$tmp/web/index.html"
echo 'export const x = 1;' >"$tmp/web/js/app.js"
echo 'body { margin: 0 }' >"$tmp/web/style.css"
echo 'secret' >"$tmp/outside/secret.txt"
ln -s "$tmp/outside/secret.txt" "$tmp/web/link.txt"
start_server TABULA_WEB_DIR="$tmp/web"

# ---- static files ----
content_type() { curl -s -o /dev/null -w '%{content_type}' "$base$1"; }
http_code() { curl -s -o /dev/null -w '%{http_code}' --path-as-is "$base$1"; }
check "index" is GET / "" 200
check "index is the folder's" grep -q "test page" "$tmp/body"
check "html type" [ "$(content_type /)" == "text/html; charset=utf-8" ]
check "js type" [ "$(content_type /js/app.js)" == "text/javascript; charset=utf-8" ]
check "css type" [ "$(content_type /style.css)" == "text/css; charset=utf-8" ]
check "missing file" [ "$(http_code /nosuch.js)" == 404 ]
check "traversal" [ "$(http_code /../../../../etc/passwd)" == 403 ]
check "encoded traversal" [ "$(http_code /%2e%2e/%2e%2e/%2e%2e/etc/passwd)" == 403 ]
check "traversal inside" [ "$(http_code /js/../../outside/secret.txt)" == 403 ]
check "symlink out of web/" [ "$(http_code /link.txt)" == 403 ]
check "file POST" is POST /index.html '{}' 405

# ---- requests another site's page could make through a browser ----
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -H 'Host: evil.example:80' "$base/api/games")
check "foreign Host (DNS rebinding)" status_is 403
check "foreign Host message" error_reply
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -H 'Origin: http://evil.example' \
    -X POST -d '{"game": "avanco"}' "$base/api/sessions")
check "change from another origin" status_is 403
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -H "Origin: $base" -X POST \
    -d '{"game": "avanco"}' "$base/api/sessions")
check "change from our own page" status_is 201
curl -s -o /dev/null -X DELETE "$base/api/sessions/$(jqb .id)"
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -H 'Origin: http://evil.example' "$base/api/games")
check "reading from another origin (the browser keeps the answer from the page)" status_is 200

# ---- catalogue, rules, players ----
check "games" is GET /api/games "" 200
"$TB" list | awk 'NR > 1 { print $1 }' | sort >"$tmp/ids.cli"
jqb '.games[].id' | sort >"$tmp/ids.api"
cp "$tmp/body" "$tmp/games.json"
check "games: every registered variant" cmp -s "$tmp/ids.cli" "$tmp/ids.api"
check "games: both names" has '.games[] | select(.id == "avanco") | .name_pt == "Avanço" and .name_en == "Breakthrough" and .name == "Breakthrough"'
check "games: players, options, analysis" has '.games[] | select(.id == "semaforo") | (.players | length) == 2 and (.options | map(.name) | index("board")) != null and .analysis.solve'
check "games pt" is GET "/api/games?lang=pt" "" 200
check "games pt names" has '.games[] | select(.id == "avanco") | .name == "Avanço" and .players == ["Brancas", "Negras"]'
check "games bad lang" is GET "/api/games?lang=xx" "" 400
check "games bad lang message" error_reply
check "one game" is GET /api/games/chess "" 200
check "one game id" has '.id == "chess"'
check "rules pt, id with a slash" is GET "/api/games/chess/losing/rules?lang=pt" "" 200
check "rules pt text" has '.id == "chess/losing" and .name == "Perde-ganha" and (.rules | length) > 100'
check "rules en" is GET /api/games/avanco/rules "" 200
check "rules en text" has '.rules | contains("Breakthrough")'
check "rules unknown game" is GET /api/games/nosuch/rules "" 404
check "rules unknown game message" error_reply
check "rules wrong method" is POST /api/games/avanco/rules '{}' 405
check "players" is GET /api/players "" 200
check "players: kinds and levels" has '(.players | map(.kind) | index("mcts")) != null and (.levels | map(.id)) == ["easy", "medium", "hard"]'
check "players: no uci (it runs commands)" has '(.players | map(.kind) | index("uci")) == null'

# Every level is a valid player of every game (a person moves first: nothing starts).
levels_ok=0 levels_total=0
for id in $(cat "$tmp/ids.api"); do
    for level in easy medium hard; do
        levels_total=$((levels_total + 1))
        # a person first, the level in every other seat (one, two or four players)
        seats=$(jq -r --arg id "$id" --arg level "$level" \
            '.games[] | select(.id == $id) | ["human"] + [range(1; .players | length) | $level] | tojson' \
            "$tmp/games.json")
        req POST /api/sessions "{\"game\": \"$id\", \"players\": $seats}"
        [[ $code == 201 ]] && levels_ok=$((levels_ok + 1)) || echo "  $id $level: $(cat "$tmp/body")"
        curl -s -o /dev/null -X DELETE "$base/api/sessions/$(jqb .id)"
    done
done
check "levels for every game" [ "$levels_ok" == "$levels_total" ]

# ---- routes and methods ----
check "unknown route" is GET /api/nosuch "" 404
check "unknown route message" error_reply
check "api root" is GET /api "" 404
check "games wrong method" is PUT /api/games '{}' 405
check "405 message" error_reply
allow=$(curl -s -o /dev/null -D - -X DELETE "$base/api/sessions" | tr -d '\r' | sed -n 's/^Allow: //Ip')
check "405 says what is allowed" [ "$allow" == "GET, HEAD, POST" ]
check "unknown session" is GET /api/sessions/999999 "" 404
check "unknown session message" error_reply
check "session id not a number" is GET /api/sessions/abc "" 404
check "session unknown action" is POST /api/sessions/1/frobnicate '{}' 404

# ---- a game between two people ----
check "create" is POST /api/sessions '{"game": "avanco"}' 201
sid=$(jqb .id)
check "create: full state" has '.game == "avanco" and .players == ["human", "human"] and .to_move == 0 and .moves == [] and .outcome == null and .thinking == false and (.view.cells | length) == 49 and .finished == false'
check "create: legal moves with cells" has '.legal[] | select(.text == "d2-d3") | .cells == ["d2", "d3"] and .from == "d2" and .to == "d3"'
check "create: record" has '.record | startswith("[Game \"avanco\"]")'
check "create: view" has '.view.cells[] | select(.label == "a1") | .pieces[0].colour == "white" and .pieces[0].owner == 0 and .shape == "square"'
check "get" is GET /api/sessions/$sid "" 200
check "get pt" is GET "/api/sessions/$sid?lang=pt" "" 200
check "get pt: names" has '.to_move_name == "Brancas" and .view.status == "Jogam as Brancas"'
check "move" is POST /api/sessions/$sid/moves '{"move": "d2-d3"}' 200
check "move: played" has '.moves == [{"turn": 1, "player": 0, "text": "d2-d3"}] and .to_move == 1 and .actions == 1'
check "move: view kinds" has '.view.cells[] | select(.label == "d3") | .pieces[0].kind == "pawn" and .pieces[0].colour == "white"'
check "move: last move from and to" has '[.view.cells[] | select(.marks | index("from")) | .label] == ["d2"] and [.view.cells[] | select(.marks | index("to")) | .label] == ["d3"]'
check "move: boards placed" has '.view.boards == [{"name": "", "col": 0, "row": 0, "layer": null}]'
check "list" is GET /api/sessions "" 200
check "list: summary" has ".sessions[] | select(.id == $sid) | .game == \"avanco\" and .to_move == 1 and .result == null and .finished == false"

# every kind of bad move: the game's message, and nothing changed
bad_move() { # bad_move NAME BODY STATUS
    check "$1" is POST /api/sessions/$sid/moves "$2" "$3"
    check "$1: message" error_reply
    req GET /api/sessions/$sid
    check "$1: nothing changed" has '.actions == 1 and .to_move == 1'
}
bad_move "illegal move" '{"move": "d7-d1"}' 400
bad_move "unreadable move" '{"move": "zz"}' 400
bad_move "empty move" '{"move": ""}' 400
bad_move "missing field" '{"mvoe": "e7-e6"}' 400
bad_move "wrong type" '{"move": 5}' 400
bad_move "malformed JSON" '{"move": "e7-e6"' 400
bad_move "not an object" '["e7-e6"]' 400
bad_move "no body" '' 400
# The errors in the language asked for: the library's (with the game's family) and the server's.
check "illegal move, in Portuguese" is POST "/api/sessions/$sid/moves?lang=pt" '{"move": "d7-d1"}' 400
check "  lance ilegal" has '.error | startswith("lance ilegal")'
check "missing field, in Portuguese" is POST "/api/sessions/$sid/moves?lang=pt" '{"mvoe": "e7-e6"}' 400
check "  falta o campo" has '.error == "falta o campo '"'move'"'"'
check "unknown game, in Portuguese" is POST "/api/sessions?lang=pt" '{"game": "nosuch"}' 404
check "  jogo desconhecido" has '.error | startswith("jogo desconhecido '"'nosuch'"'")'
check "unknown game, in English without lang" is POST /api/sessions '{"game": "nosuch"}' 404
check "  unknown game" has '.error | startswith("unknown game")'
check "moves: wrong method" is GET /api/sessions/$sid/moves "" 405
head -c 70000 /dev/zero | tr '\0' ' ' >"$tmp/big.json"
printf '{"move": "e7-e6"}' >>"$tmp/big.json"
req POST /api/sessions/$sid/moves "@$tmp/big.json"
check "oversized body" status_is 413
check "oversized body message" error_reply
code=$(curl -s -o "$tmp/body" -w '%{http_code}' -X POST -H 'Transfer-Encoding: chunked' \
    --data-binary "@$tmp/big.json" "$base/api/sessions/$sid/moves")
check "oversized chunked body" status_is 413
req GET /api/sessions/$sid
check "oversized: nothing changed" has '.actions == 1'

check "undo" is POST /api/sessions/$sid/undo "" 200
check "undo: back to the start" has '.actions == 0 and .to_move == 0 and .moves == []'
check "undo at the start" is POST /api/sessions/$sid/undo "" 409
check "undo at the start message" error_reply
check "undo malformed body" is POST /api/sessions/$sid/undo '{' 400
check "move after undo" is POST /api/sessions/$sid/moves '{"move": "e2-e3"}' 200

# ---- multi-action turns (Produto: one stone first, then two a turn) ----
check "produto" is POST /api/sessions '{"game": "produto"}' 201
pid=$(jqb .id)
check "produto: first stone" is POST /api/sessions/$pid/moves '{"move": "a1:B"}' 200
check "produto: a whole turn in one request" is POST /api/sessions/$pid/moves '{"move": "b1:W c1:W"}' 200
check "produto: both actions in turn 2" has '.moves[1:] == [{"turn": 2, "player": 1, "text": "b1:W"}, {"turn": 2, "player": 1, "text": "c1:W"}] and .to_move == 0 and .mid_turn == false'
check "produto: the whole last turn marked, stones" has '[.view.cells[] | select(.marks | index("to")) | .label] == ["b1", "c1"] and ([.view.cells[] | select(.marks | index("from"))] | length) == 0 and (.view.cells[] | select(.label == "b1") | .pieces[0].kind == "stone") and .view.reserves[0].kind == "stone"'
check "produto: one action of two" is POST /api/sessions/$pid/moves '{"move": "a2:B"}' 200
check "produto: mid-turn" has '.to_move == 0 and .mid_turn == true and .moves[-1].turn == 3'
check "produto: a drop names one cell" has '.legal[0].cells | length == 1'
check "produto: undo the half turn" is POST /api/sessions/$pid/undo "" 200
check "produto: back to the turn's start" has '.actions == 3 and .mid_turn == false'
check "produto: three stones in a turn of two" is POST /api/sessions/$pid/moves '{"move": "a2:B a3:B a4:B"}' 400

# Cells read from the move text take the longest label: A10 is not A1 (Atari Go 13x13).
check "atari go 13x13" is POST /api/sessions '{"game": "atari-go", "options": "size=13"}' 201
check "longest label" has '(.legal[] | select(.text == "A10") | .cells) == ["A10"] and (.legal[] | select(.text == "A1") | .cells) == ["A1"]'
check "a pass or a stone names no more than one cell" has '[.legal[].cells | length] | max == 1'

# ---- bad game creations ----
before=$(curl -s "$base/api/sessions" | jq '.sessions | length')
bad_create() { # bad_create NAME BODY STATUS
    check "$1" is POST /api/sessions "$2" "$3"
    check "$1: message" error_reply
}
bad_create "unknown game" '{"game": "nosuch"}' 404
bad_create "bad option" '{"game": "semaforo", "options": "board=9x9"}' 400
bad_create "unknown option" '{"game": "avanco", "options": "nosuch=1"}' 400
bad_create "bad position" '{"game": "avanco", "position": "ppp/7 w"}' 400
bad_create "too many players" '{"game": "avanco", "players": ["human", "human", "human"]}' 400
bad_create "unknown player" '{"game": "avanco", "players": ["human", "nosuch"]}' 400
bad_create "bad player parameter" '{"game": "avanco", "players": ["human", "mcts:nosuch=1"]}' 400
bad_create "player without a time bound" '{"game": "avanco", "players": ["human", "mcts:time=0"]}' 400
bad_create "player thinking too long" '{"game": "avanco", "players": ["human", "ab:time=60s"]}' 400
bad_create "uci player" '{"game": "avanco", "players": ["human", "uci:cmd=touch /tmp/x"]}' 400
bad_create "players not an array" '{"game": "avanco", "players": "human"}' 400
bad_create "player not a string" '{"game": "avanco", "players": ["human", 3]}' 400
bad_create "game not a string" '{"game": ["avanco"]}' 400
bad_create "game missing" '{"options": ""}' 400
bad_create "malformed JSON" '{"game": avanco}' 400
bad_create "oversized" "@$tmp/big.json" 413
check "nothing created" [ "$(curl -s "$base/api/sessions" | jq '.sessions | length')" == "$before" ]
check "create with options, position and players" is POST /api/sessions \
    '{"game": "semaforo", "options": "board=3x3", "position": null, "players": ["human", "medium"]}' 201
check "create: options resolved" has '.options | contains("board=3x3")'
check "create from a position" is POST /api/sessions \
    '{"game": "avanco", "position": "3p3/7/7/7/7/7/3P3 w"}' 201
check "create from a position: start kept" has '.start == "3p3/7/7/7/7/7/3P3 w" and .position == .start'

# ---- the computer on request: an engine that thinks until it is told what to play, so the
# session is seen thinking however loaded the machine is (the restart keeps every game) ----
check "stop before the held engine" stop_server
held_level
start_server TABULA_WEB_DIR="$tmp/web"
req GET /api/sessions/$sid
reply=$(jqb '.legal[0].text')
check "computer for a person" is POST /api/sessions/$sid/computer '{"player": "held"}' 202
check "computer: thinking" has '.thinking == true'
check "the engine is asked" held_thinking
check "move while thinking" is POST /api/sessions/$sid/moves '{"move": "e7-e6"}' 409
check "move while thinking message" error_reply
check "undo while thinking" is POST /api/sessions/$sid/undo "" 409
check "still thinking" is GET /api/sessions/$sid "" 200
check "still thinking: nothing played" has '.thinking == true and .actions == 1'
held_release "$reply"
for _ in $(seq 300); do
    req GET /api/sessions/$sid
    [[ $(jqb .thinking) == false ]] && break
    sleep 0.1
done
check "computer: moved" has '.thinking == false and .actions == 2 and .to_move == 0 and .error == null'
check "computer: the engine's move" has ".moves[-1].text == \"$reply\""
check "computer bad spec" is POST /api/sessions/$sid/computer '{"player": "nosuch"}' 400
check "computer human" is POST /api/sessions/$sid/computer '{"player": "human"}' 400
check "computer wrong type" is POST /api/sessions/$sid/computer '{"player": 1}' 400
check "computer unknown session" is POST /api/sessions/999999/computer '{}' 404

# ---- analysis ----
"$TB" solve semaforo --option board=3x3 >"$tmp/solve.txt"
check "analyse" is POST /api/analyse '{"game": "semaforo", "options": "board=3x3", "max_seconds": 20}' 200
check "analyse: solved" has '.status == "solved" and (.value | IN("win", "loss", "draw")) and .positions > 0 and .player == 0'
check "analyse agrees with tabula solve" [ "value: $(jqb .value)" == "$(sed -n 1p "$tmp/solve.txt")" ]
check "analyse: same best moves" [ "best moves: $(jqb '.best | join(" ")')" == "$(sed -n 2p "$tmp/solve.txt")" ]
check "analyse: remoteness as tabula solve" [ "remoteness: $(jqb .remoteness) (turns to the end: the winner hurries, the loser delays)" == "$(sed -n 3p "$tmp/solve.txt")" ]
check "analyse: every move's value and distance as tabula solve" [ "$(jqb '.moves[] | "move \(.move): \(.value) in \(.remoteness)"' | sort)" == "$(grep '^move ' "$tmp/solve.txt" | sort)" ]
check "analyse: one entry per legal move" has '(.moves | length) == 9 and (.moves | map(.move) | sort) == (.best | sort)'
# White's pawn on g6 reaches the last row with either move (avanco rules: that wins).
check "analyse a position" is POST /api/analyse '{"game": "avanco", "position": "7/6P/7/p6/7/7/7 w"}' 200
check "analyse a position: solved" has '.status == "solved" and .value == "win" and (.best | sort) == ["g6-f7", "g6-g7"]'
check "analyse at the limit" is POST /api/analyse '{"game": "chess", "max_seconds": 0.2}' 200
check "analyse at the limit: unknown" has '.status == "limit" and .value == null and .best == []'
check "analyse at the limit: no distance" has '.remoteness == null and .moves == []'
check "status: nothing computing" is GET /api/status "" 200
check "  counted of two; this connection open" has '.analyses == 0 and .max_analyses == 2 and .connections >= 1'
check "status is read only" is POST /api/status '{}' 405
# Retrograde analysis (method): Go by basic ko on 3x3 with komi 8, where the search runs into
# its depth limit (positions recur): Black wins only with b2 (docs/solved.md).
check "analyse search, positions that recur" is POST /api/analyse '{"game": "go", "options": "size=3,komi=8,ko=basic,dead=none", "max_seconds": 25}' 200
check "  a line too long" has '.status == "limit" and .too_deep == true and .method == "search"'
check "analyse Alak, pt" is POST "/api/analyse?lang=pt" '{"game": "go/alak", "options": "length=3"}' 200
check "  the report's word in Portuguese beside the English" has '.report.estimate == "none: the game is not won by area" and .report_texts.estimate == "nenhuma: este jogo não se ganha por área"'
check "analyse retrograde" is POST /api/analyse '{"game": "go", "options": "size=3,komi=8,ko=basic,dead=none", "method": "retrograde", "max_seconds": 25}' 200
check "  solved, b2 only, every move with its distance" has '.status == "solved" and .method == "retrograde" and .value == "win" and .best == ["b2"] and .score == null and (.moves | length) == 11 and .moves[0].move == "b2" and .moves[0].remoteness == 15'
check "analyse retrograde over its position bound" is POST /api/analyse '{"game": "chess", "method": "retrograde", "max_positions": 1000}' 200
check "  limit" has '.status == "limit" and .value == null and .method == "retrograde"'
check "analyse search says so" is POST /api/analyse '{"game": "avanco", "position": "7/6P/7/p6/7/7/7 w", "method": "search"}' 200
check "  method search" has '.method == "search" and .value == "win"'
check "analyse bad method" is POST /api/analyse '{"game": "avanco", "method": "guess"}' 400
check "analyse method not a string" is POST /api/analyse '{"game": "avanco", "method": 1}' 400
check "analyse unknown game" is POST /api/analyse '{"game": "nosuch"}' 404
check "analyse bad position" is POST /api/analyse '{"game": "avanco", "position": "x"}' 400
check "analyse bad position message" error_reply
check "analyse bad time" is POST /api/analyse '{"game": "avanco", "max_seconds": 1000}' 400
check "analyse time not a number" is POST /api/analyse '{"game": "avanco", "max_seconds": "5"}' 400
check "analyse wrong method" is GET /api/analyse "" 405
# ---- combinatorial games: the report of `tabula analyse` (combinatorial.md §2.4) ----
# TV-NIM-2: nim: 3 5 7 9 has nim-sum 8, is N, and 4:9>1 is its only winning move.
check "report nim" is POST /api/analyse '{"game": "nim", "position": "nim: 3 5 7 9"}' 200
check "report nim: outcome, grundy, value" has '.report.status == "analysed" and .report.position == "nim: 3 5 7 9" and .report.kind == "impartial" and .report.convention == "normal" and .report.outcome == "N" and .report.grundy.value == 8 and .report.value == "*8"'
check "report nim: nim-sum in binary columns" has '.report["nim-sum"] == {"parts": [3, 5, 7, 9], "sum": 8, "binary": ["0011", "0101", "0111", "1001"], "sum_binary": "1000"}'
check "report nim: winning moves" has '.report.winning == [{"move": "4:9>1", "position": "nim: 3 5 7 1"}] and .report["winning-left"] == null and .report.birthday == null'
"$TB" analyse nim "nim: 3 5 7 2 + nim: 6" >"$tmp/analyse.txt"
check "report nim sum" is POST /api/analyse '{"game": "nim", "position": "nim: 3 5 7 2 + nim: 6"}' 200
check "report agrees with tabula analyse: grundy" [ "grundy: $(jqb .report.grundy.value) (components: $(jqb '.report.grundy.components | join(" ")'))" == "$(grep '^grundy:' "$tmp/analyse.txt")" ]
check "report agrees with tabula analyse: winning" [ "winning: $(jqb '.report.winning | map(.move) | join(", ")')" == "$(grep '^winning:' "$tmp/analyse.txt")" ]
# Bouton: 1 ⊕ 2 ⊕ 3 = 0, a P-position: no winning move.
check "report P-position" is POST /api/analyse '{"game": "nim", "position": "nim: 1 2 3"}' 200
check "report P-position: no winning move" has '.report.outcome == "P" and .report.grundy.value == 0 and .report.winning == [] and .value == "loss"'
# TV-NIM-11: nim: 1 1 1 under misère play is P (the solve plays misère too).
check "report misère" is POST /api/analyse '{"game": "nim", "position": "nim: 1 1 1", "convention": "misere"}' 200
check "report misère: P" has '.report.convention == "misere" and .report.outcome == "P" and .report.winning == [] and .report.grundy == null and .value == "loss"'
check "report normal play of the same" is POST /api/analyse '{"game": "nim", "position": "nim: 1 1 1", "convention": "normal"}' 200
check "report normal play: N" has '.report.convention == "normal" and .report.outcome == "N" and .value == "win"'
# TV-DOM-5: 2x3 Domineering = {2|-1/2}; Left's one winning move V 0,1, Right's four.
check "report domineering" is POST /api/analyse '{"game": "domineering", "position": "domineering: .../..."}' 200
check "report domineering: value" has '.report.kind == "partizan" and .report.outcome == "N" and .report.value == "{2|-1/2}" and .report.grundy == null and .report.winning == null'
check "report domineering: winning-left" has '.report["winning-left"] == [{"move": "V 0,1", "position": "domineering: .#./.#."}]'
check "report domineering: winning-right" has '(.report["winning-right"] | map(.move)) == ["H 0,0", "H 0,1", "H 1,0", "H 1,1"]'
"$TB" analyse domineering "domineering: .../..." >"$tmp/analyse.txt"
check "report domineering: birthday as tabula analyse" [ "birthday: $(jqb .report.birthday)" == "$(grep '^birthday:' "$tmp/analyse.txt")" ]
# §4.24: {2|-1/2} is a hot game, not a number.
check "report domineering: not a number" has '.report.number == false'
# TV-DOM-2: value 1/2, Left wins whoever starts; Right has no winning move.
check "report domineering L" is POST /api/analyse '{"game": "domineering", "position": "domineering: .#/.#/.."}' 200
check "report domineering L: outcome" has '.report.outcome == "L" and .report.value == "1/2" and .report.number == true and .report["winning-right"] == [] and (.report["winning-left"] | length) >= 1'
check "report over its limit" is POST /api/analyse '{"game": "domineering", "position": "domineering: ....../....../....../....../....../......", "max_seconds": 0.2}' 200
check "report over its limit: status" has '.report.status == "limit" and (.report.error | length) > 0'
check "report for another family" is POST /api/analyse '{"game": "avanco", "position": "7/6P/7/p6/7/7/7 w"}' 200
check "report for another family: null" has '.report == null'
bad_analyse() { # bad_analyse NAME BODY STATUS
    check "$1" is POST /api/analyse "$2" "$3"
    check "$1: message" error_reply
}
# POST /api/view: a position and a line of moves, drawn as a session draws it; nothing stored.
check "view after a line" is POST /api/view '{"game": "chess", "moves": ["e4", "e5"]}' 200
check "view: position, last move from and to" has '.position == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" and .to_move == 0 and .finished == false and ([.view.cells[] | select(.marks | index("from")) | .label] == ["e7"]) and ([.view.cells[] | select(.marks | index("to")) | .label] == ["e5"])'
check "view of the start" is POST /api/view '{"game": "avanco"}' 200
check "view of the start: the board" has '(.view.cells | length) == 49 and ([.view.cells[] | select(.marks | index("to"))] | length) == 0'
bad_view() { check "$1" is POST /api/view "$2" "$3"; check "$1: message" error_reply; }
bad_view "view illegal move named" '{"game": "chess", "moves": ["e4", "e4"]}' 400
check "view illegal move: its number" has '.error | startswith("move 2:")'
bad_view "view moves not a list" '{"game": "chess", "moves": "e4"}' 400
bad_view "view move not text" '{"game": "chess", "moves": [4]}' 400
bad_view "view unknown game" '{"game": "nosuchgame"}' 404
# POST /api/evaluate: the engine's score and best line (a mate in one is found at any load).
check "evaluate a mate in one" is POST /api/evaluate '{"game": "chess", "position": "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "max_seconds": 1}' 200
check "evaluate: mate and line" has '.mate == 1 and .line[0] == "Ra8#" and .score > 0 and .depth >= 1'
check "evaluate: offered for chess, not for Alice" is GET /api/games "" 200
check "evaluate: the catalogue says where" has '([.games[] | select(.analysis.evaluate) | .id] | index("chess")) != null and ([.games[] | select(.id == "chess/alice") | .analysis.evaluate] == [false])'
check "evaluate a game without an engine" is POST /api/evaluate '{"game": "chess/alice"}' 400
check "evaluate a game without an engine: message" error_reply
check "evaluate a finished game" is POST /api/evaluate '{"game": "chess", "position": "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1"}' 400
check "evaluate too long" is POST /api/evaluate '{"game": "chess", "max_seconds": 60}' 400

# POST /api/ownership: who owns each point and the score, by the Go engine's playouts. Black's
# wall on e and White's on g: Black's side is Black's, White's White's, Black leads (komi 5.5).
wall='4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2/4X1O2 b'
check "ownership of a Go position" is POST /api/ownership "{\"game\": \"go\", \"options\": \"size=9,komi=5.5\", \"position\": \"$wall\", \"playouts\": 100}" 200
check "ownership: a value per point" has '(.points | length) == 81 and all(.points[]; .value >= -1 and .value <= 1)'
check "ownership: each side's" has '([.points[] | select(.cell == "d5") | .value][0] > 0.6) and ([.points[] | select(.cell == "h5") | .value][0] < -0.6)'
check "ownership: score, playouts, colours" has '.score > 8 and .score < 18 and .playouts == 100 and .colours == ["black", "white"]'
check "ownership: offered for Go, not for Alak" is GET /api/games "" 200
check "ownership: the catalogue says where" has '([.games[] | select(.analysis.ownership) | .id] | index("go")) != null and ([.games[] | select(.id == "go/alak" or .id == "atari-go" or .id == "chess") | .analysis.ownership] == [false, false, false])'
check "ownership of a game without it" is POST /api/ownership '{"game": "go/alak"}' 400
check "ownership of a game without it: message" error_reply
check "ownership: too many playouts" is POST /api/ownership '{"game": "go", "playouts": 1000000}' 400
check "ownership: too many playouts: message" has '.error | contains("playouts")'
check "ownership: no playouts" is POST /api/ownership '{"game": "go", "playouts": 0}' 400
check "ownership: a bad position" is POST /api/ownership '{"game": "go", "position": "9/9 q"}' 400
check "ownership: in Portuguese" is POST '/api/ownership?lang=pt' '{"game": "go/alak"}' 400
check "ownership: in Portuguese: message" has '.error | contains("não tem estimativa")'
check "ownership: GET is refused" is GET /api/ownership "" 405
bad_analyse "analyse bad combinatorial position" '{"game": "nim", "position": "nim: 3 x"}' 400
bad_analyse "analyse misère not offered" '{"game": "domineering", "convention": "misere"}' 400
bad_analyse "analyse misère of a mixed sum" '{"game": "nim", "position": "nim: 2 + domineering: ..", "convention": "misere"}' 400
bad_analyse "analyse unknown convention" '{"game": "nim", "convention": "suicide"}' 400
bad_analyse "analyse convention twice" '{"game": "nim", "convention": "misere", "options": "play=normal"}' 400
bad_analyse "analyse convention of another family" '{"game": "avanco", "convention": "normal"}' 400

# ---- tables (tabula table) ----
req GET /api/games
check "catalogue: tables" has '([.games[] | select(.analysis.table) | .id] | sort) == ["addup", "kayles", "queens", "sub"]'
"$TB" table queens 6x11 | grep '^ *r[0-9]' >"$tmp/queens.cli"
check "queens table" is POST /api/analyse/table '{"game": "queens", "rows": 6, "cols": 11}' 200
check "queens table: shape" has '.status == "complete" and .type == "board" and .rows == 6 and .cols == 11 and (.outcome | length) == 6 and (.grundy[0] | length) == 11'
{
    jqb '.outcome | to_entries[] | "r\(.key): " + (.value | join(" "))'
    jqb '.grundy | to_entries[] | "r\(.key):" + (.value | map(" " + (if . < 10 then " " else "" end) + tostring) | join(""))'
} >"$tmp/queens.api"
check "queens table: 6 rows twice" [ "$(wc -l <"$tmp/queens.cli")" == 12 ]
check "queens table as tabula table" cmp -s "$tmp/queens.cli" "$tmp/queens.api"
check "queens table: default 8x8" is POST /api/analyse/table '{"game": "queens"}' 200
check "queens table: TV-WY-1 row 3" has '.rows == 8 and .cols == 8 and (.outcome[3] | join(" ")) == "N N N N N P N N"'
"$TB" table 'sub{3,4}' 23 >"$tmp/sub.cli"
check "tabula table sub{3,4}: two blocks" [ "$(grep -c '^P/N' "$tmp/sub.cli")" == 2 ]
check "subtraction table" is POST /api/analyse/table '{"game": "sub", "options": "start=sub{3,4}: 5", "last": 23}' 200
check "subtraction table: one row 0..23" has '.type == "heap" and .head == "sub{3,4}" and .rows == 1 and .cols == 24'
check "subtraction table as tabula table: P/N" [ "$(jqb '.outcome[0] | join(" ")')" == "$(grep '^P/N' "$tmp/sub.cli" | sed 's/^P\/N *//' | tr -s ' ' | paste -sd ' ')" ]
check "subtraction table as tabula table: g" [ "$(jqb '.grundy[0] | join(" ")')" == "$(grep '^g ' "$tmp/sub.cli" | sed 's/^g *//' | tr -s ' ' | paste -sd ' ')" ]
check "add-up table" is POST /api/analyse/table '{"game": "addup", "last": 5}' 200
check "add-up table: totals" has '.type == "total" and .head == "addup{1,2,3}" and .cols == 6'
check "kayles table" is POST /api/analyse/table '{"game": "kayles"}' 200
check "kayles table: 0..39" has '.type == "heap" and .cols == 40'
check "table over its time" is POST /api/analyse/table '{"game": "queens", "rows": 64, "cols": 64, "max_seconds": 0.001}' 200
check "table over its time: limit" has '.status == "limit" and (.error | length) > 0 and .outcome == null'
bad_table() { # bad_table NAME BODY STATUS
    check "$1" is POST /api/analyse/table "$2" "$3"
    check "$1: message" error_reply
}
bad_table "table too many rows" '{"game": "queens", "rows": 65}' 400
bad_table "table too many columns" '{"game": "queens", "cols": 1000}' 400
bad_table "table too long" '{"game": "sub", "last": 1001}' 400
bad_table "table longer than the game allows" '{"game": "kayles", "last": 1000}' 400
bad_table "table rows of a sequence" '{"game": "kayles", "rows": 5}' 400
bad_table "table last of a board" '{"game": "queens", "last": 5}' 400
bad_table "table rows not a number" '{"game": "queens", "rows": "8"}' 400
bad_table "table misère" '{"game": "queens", "convention": "misere"}' 400
bad_table "table bad start" '{"game": "sub", "options": "start=sub{0}: 3"}' 400
bad_table "table of a sum" '{"game": "sub", "options": "start=sub{1,2}: 3 + nim: 2"}' 400
check "table for a game without one" is POST /api/analyse/table '{"game": "avanco"}' 400
check "table message" error_reply
check "table unknown game" is POST /api/analyse/table '{"game": "nosuch"}' 404

# ---- delete ----
check "delete" is DELETE /api/sessions/$sid "" 204
check "deleted" is GET /api/sessions/$sid "" 404
check "delete again" is DELETE /api/sessions/$sid "" 404
req GET /api/sessions
check "deleted: not listed" has "[.sessions[].id] | index($sid) == null"

check "stop" stop_server
check "sanitizers quiet" server_clean

# Without the front end: the placeholder page, and the API as before.
start_server TABULA_WEB_DIR="$tmp/nosuch"
check "placeholder" is GET / "" 200
check "placeholder text" grep -q "TABULA_WEB_DIR" "$tmp/body"
check "placeholder: other files" is GET /app.js "" 404
check "stop again" stop_server
check "sanitizers quiet again" server_clean
finish
