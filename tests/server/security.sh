#!/usr/bin/env bash
# A player spec is data (issue 15, findings 1 and 2): neither a request nor a stored row can
# make the server run a program or think without bounds; only the server's operator offers
# an engine, on the command line (--engine NAME=SPEC). Usage: security.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
command -v sqlite3 >/dev/null || { echo "sqlite3 is needed (scripts/install-deps.sh --test)"; exit 1; }

# The operator's engine is tabula's own UCI engine, so the test needs no other program.
server_args=(--engine "self=uci:cmd=$TB uci,movetime=20")
start_server

# ---- requests ----
pwned="$tmp/pwned"
bad_spec() { # bad_spec NAME SPEC: refused with a clear error, the game not created
    check "$1" is POST /api/sessions "{\"game\": \"chess\", \"players\": [\"human\", \"$2\"]}" 400
    check "$1: message" error_reply
}
bad_spec "uci spec on create" "uci:cmd=touch $pwned"
bad_spec "uci spec, upper case kind" "UCI:cmd=touch $pwned"
bad_spec "uci spec that would hold a thread" "uci:cmd=sleep 100"
bad_spec "time beyond the server's bound" "mcts:time=99999s"
bad_spec "no time bound" "ab:time=0"
bad_spec "a huge transposition table" "ab:tt=100000"
bad_spec "too many threads" "mcts:threads=64"
bad_spec "a huge tree" "mcts:nodes=1G"
bad_spec "too many playouts" "mcts:iterations=1G"
bad_spec "a huge solver budget" "solver:positions=1G"
check "the program was not run" [ ! -e "$pwned" ]
# A folder of this computer named in a request (the draughts engine's endgame tables).
check "a request naming a folder" is POST /api/sessions \
    '{"game": "draughts", "players": ["human", "draughts:egtb=/etc,time=1s"]}' 400
check "  refused: only the operator names folders" has '.error | contains("egtb names a folder")'
req POST /api/sessions '{"game": "chess", "players": ["human", "human"]}'
id=$(jqb .id)
check "uci spec on the computer route" is POST "/api/sessions/$id/computer" \
    "{\"player\": \"uci:cmd=touch $pwned\"}" 400
check "computer route: message" error_reply
check "the program was not run (computer route)" [ ! -e "$pwned" ]
check "nothing changed" is GET "/api/sessions/$id" "" 200
check "nothing changed: no move, not thinking" has '.actions == 0 and .thinking == false'

# ---- what the operator offers ----
check "players" is GET /api/players "" 200
check "the operator's engine is a level" has '(.levels | map(.id)) == ["easy", "medium", "hard", "self"]'
check "its command line is not shown" has '.levels[3].spec == "uci" and (tostring | contains("movetime") | not)'
check "a game against the operator's engine" is POST /api/sessions \
    '{"game": "chess", "players": ["human", "self"]}' 201
eid=$(jqb .id)
check "a move" is POST "/api/sessions/$eid/moves" '{"move": "e2-e4"}' 200
for _ in $(seq 100); do
    req GET "/api/sessions/$eid"
    [[ $(jqb .actions) == 2 ]] && break
    sleep 0.1
done
check "the engine answered" has '.actions == 2 and .error == null'
check "bounds hold for a request's own spec" is POST /api/sessions \
    '{"game": "chess", "players": ["human", "mcts:time=0.1s,threads=2,nodes=4M"]}' 201

# ---- stored rows are data too ----
check "stop" stop_server
sqlite3 "$tmp/games.sqlite" \
    "UPDATE sessions SET players = '[\"uci:cmd=touch $pwned\", \"mcts:time=99999s\"]' WHERE id = $id"
server_args=()
start_server
check "the program was not run at start-up" [ ! -e "$pwned" ]
check "the game with refused players is still there" is GET "/api/sessions/$id" "" 200
check "its seats are left to persons" has '.players == ["human", "human"] and .thinking == false'
check "the refusal is reported" grep -q "stored game $id: player 1 .* refused" "$tmp/server.err"
check "the engine's game without the engine configured" is GET "/api/sessions/$eid" "" 200
check "its engine seat is left to a person" has '.players == ["human", "human"]'
check "its moves are kept" has '.actions == 2'
check "the stored row itself is unchanged" \
    [ "$(sqlite3 "$tmp/games.sqlite" "SELECT players FROM sessions WHERE id = $eid")" == '["human","self"]' ]

# ---- bad --engine arguments ----
check "--engine without '='" bash -c "! '$TB' serve --port 0 --data '$tmp/x.sqlite' --engine bad 2>/dev/null"
check "--engine named human" bash -c "! '$TB' serve --port 0 --data '$tmp/x.sqlite' --engine human=random 2>/dev/null"
check "--engine of an unknown kind" bash -c "! '$TB' serve --port 0 --data '$tmp/x.sqlite' --engine x=nosuch 2>/dev/null"
check "stop" stop_server
check "no sanitizer report" server_clean
finish
