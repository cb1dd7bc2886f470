#!/usr/bin/env bash
# The levels of each game (issue 14 item 3): a game's entry says which player is behind easy,
# medium and hard for that game and what it is, in both languages; the browser sends the
# level's name and the server resolves it as the terminal's menu does. Usage: levels.sh tabula
source "$(dirname "$0")/common.bash"
server_args=(--engine "other=uci:cmd=/bin/false")
start_server

check "players" is GET /api/players "" 200
check "a built-in level is sent by its name" \
    has '[.levels[] | select(.id != "other") | .id == .spec] == [true, true, true]'
check "an operator's engine by its kind" has '(.levels[3].spec == "uci") and (tostring | contains("/bin/false") | not)'

check "chess entry" is GET /api/games/chess "" 200
check "chess levels" has '(.levels | map(.id)) == ["easy", "medium", "hard", "other"]'
check "chess: the chess engine at every level" \
    has '[.levels[0:3][] | .spec | startswith("chess:")] == [true, true, true]'
check "chess: described in English" \
    has '.levels[0].about_en == "easy — the chess engine, depth 1, 0.2 s a move" and .levels[0].about == .levels[0].about_en'
check "chess: described in Portuguese" \
    has '.levels[0].about_pt == "fácil — o motor de xadrez, profundidade 1, 0,2 s por lance"'
check "chess: the engine's command line is not shown" has '(tostring | contains("/bin/false") | not)'
check "chess pt" is GET "/api/games/chess?lang=pt" "" 200
check "the request's language" has '.levels[2].about == .levels[2].about_pt and (.levels[2].about | startswith("difícil — "))'

check "semaforo entry" is GET /api/games/semaforo "" 200
check "semaforo: the solver at the top plays perfectly" \
    has '(.levels[2].spec | startswith("solver:")) and (.levels[2].about_pt | contains("joga perfeitamente")) and (.levels[2].about_en | contains("plays perfectly"))'

# every game: three described levels, the two languages different
check "games" is GET /api/games "" 200
check "every game's levels described in both languages" \
    has '[.games[] | .levels[0:3][] | (.about_en | length) > 0 and (.about_pt | length) > 0 and .about_en != .about_pt] | all'
check "every game has the three levels" has '[.games[] | (.levels | map(.id))[0:3] == ["easy", "medium", "hard"]] | all'

# the terminal's menu puts the same player behind a level: chess (family 2, game 1), hard
menu_spec=$(printf '2\n1\n2\n3\n' | "$TB" menu 2>/dev/null | sed -n 's/.*The computer plays as //p')
check "chess entry again" is GET /api/games/chess "" 200
check "the menu and the server agree" [ -n "$menu_spec" ] && [ "$(jqb '.levels[2].spec')" == "$menu_spec" ]

# a session with a level in a seat stores the level's name; the game's player is behind it
check "session at a level" is POST /api/sessions '{"game": "chess", "players": ["human", "hard"]}' 201
check "the level is stored by name" has '.players == ["human", "hard"]'
curl -s -o /dev/null -X DELETE "$base/api/sessions/$(jqb .id)"

check "stop" stop_server
check "sanitizers quiet" server_clean
finish
