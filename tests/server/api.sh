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
check "games: every registered variant" cmp -s "$tmp/ids.cli" "$tmp/ids.api"
check "games: both names" has '.games[] | select(.id == "avanco") | .name_pt == "Avanço" and .name_en == "Breakthrough" and .name == "Breakthrough"'
check "games: players, options, analysis" has '.games[] | select(.id == "semaforo") | (.players | length) == 2 and (.options | map(.name) | index("board")) != null and .analysis.solve'
check "games pt" is GET "/api/games?lang=pt" "" 200
check "games pt names" has '.games[] | select(.id == "avanco") | .name == "Avanço" and .players == ["Branco", "Preto"]'
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
check "get pt: names" has '.to_move_name == "Branco" and .view.status == "Joga: Branco"'
check "move" is POST /api/sessions/$sid/moves '{"move": "d2-d3"}' 200
check "move: played" has '.moves == [{"turn": 1, "player": 0, "text": "d2-d3"}] and .to_move == 1 and .actions == 1'
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
check "produto: one action of two" is POST /api/sessions/$pid/moves '{"move": "a2:B"}' 200
check "produto: mid-turn" has '.to_move == 0 and .mid_turn == true and .moves[-1].turn == 3'
check "produto: a drop names one cell" has '.legal[0].cells | length == 1'
check "produto: undo the half turn" is POST /api/sessions/$pid/undo "" 200
check "produto: back to the turn's start" has '.actions == 3 and .mid_turn == false'
check "produto: three stones in a turn of two" is POST /api/sessions/$pid/moves '{"move": "a2:B a3:B a4:B"}' 400

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

# ---- the computer on request ----
check "computer for a person" is POST /api/sessions/$sid/computer '{"player": "mcts:time=1s"}' 202
check "computer: thinking" has '.thinking == true'
check "move while thinking" is POST /api/sessions/$sid/moves '{"move": "e7-e6"}' 409
check "move while thinking message" error_reply
check "undo while thinking" is POST /api/sessions/$sid/undo "" 409
for _ in $(seq 100); do
    req GET /api/sessions/$sid
    [[ $(jqb .thinking) == false ]] && break
    sleep 0.1
done
check "computer: moved" has '.thinking == false and .actions == 2 and .to_move == 0 and .error == null'
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
# White's pawn on g6 reaches the last row with either move (avanco rules: that wins).
check "analyse a position" is POST /api/analyse '{"game": "avanco", "position": "7/6P/7/p6/7/7/7 w"}' 200
check "analyse a position: solved" has '.status == "solved" and .value == "win" and (.best | sort) == ["g6-f7", "g6-g7"]'
check "analyse at the limit" is POST /api/analyse '{"game": "chess", "max_seconds": 0.2}' 200
check "analyse at the limit: unknown" has '.status == "limit" and .value == null and .best == []'
check "analyse unknown game" is POST /api/analyse '{"game": "nosuch"}' 404
check "analyse bad position" is POST /api/analyse '{"game": "avanco", "position": "x"}' 400
check "analyse bad position message" error_reply
check "analyse bad time" is POST /api/analyse '{"game": "avanco", "max_seconds": 1000}' 400
check "analyse time not a number" is POST /api/analyse '{"game": "avanco", "max_seconds": "5"}' 400
check "analyse wrong method" is GET /api/analyse "" 405
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
