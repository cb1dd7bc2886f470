#!/usr/bin/env bash
# Records in the families' formats through the server (docs/API.md, "Records"): the catalogue
# lists each game's formats, a game is exported in one and imported back as a new game with the
# same moves and position; bad records are refused with a clear error and store nothing. And
# the Go family's report (ownership map, score estimate) through /api/analyse.
# Usage: records.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
start_server

check "catalogue: Go reads and writes SGF" is GET /api/games/go "" 200
check "catalogue: the sgf format" has '.formats == [{"name": "sgf", "extension": ".sgf"}]'
check "catalogue: Breakthrough has none" is GET /api/games/avanco "" 200
check "catalogue: no formats" has '.formats == []'

check "create a Go game" is POST /api/sessions '{"game": "go", "options": "size=9,komi=7"}' 201
game=$(jqb .id)
for m in e5 c3 d4 pass; do
    check "move $m" is POST /api/sessions/$game/moves "{\"move\": \"$m\"}" 200
done
position=$(jqb .position)
check "export as SGF" is GET /api/sessions/$game/export/sgf "" 200
check "export: format and text" has '.format == "sgf" and .extension == ".sgf" and (.text | test("SZ\\[9\\]")) and (.text | test(";B\\[ee\\]")) and (.text | test(";W\\[cg\\]"))'
sgf=$(jqb .text)

body=$(jq -n --arg t "$sgf" '{"text": $t}')
check "import it back (format found from the text)" is POST /api/sessions/import "$body" 201
check "imported: a new game" has ".id != $game and .game == \"go\""
check "imported: the same moves" has '[.moves[].text] == ["e5", "c3", "d4", "pass"]'
check "imported: the same position" has ".position == \"$position\""
check "imported: stored" is GET /api/sessions/"$(jqb .id)" "" 200

body=$(jq -n --arg t "$sgf" '{"text": $t, "format": "sgf", "game": "go", "players": ["human", "human"]}')
check "import naming the format and the game" is POST /api/sessions/import "$body" 201
req GET /api/sessions
count=$(jqb '.sessions | length')

# bad input: nothing stored
check "an illegal move in the SGF" is POST /api/sessions/import \
    '{"text": "(;FF[4]GM[1]SZ[9];B[ee];W[ee])"}' 400
check "  says why" error_reply
check "a point off the board" is POST /api/sessions/import '{"text": "(;FF[4]GM[1]SZ[9];B[zz])"}' 400
check "  says why" error_reply
check "text in no format" is POST /api/sessions/import '{"text": "hello"}' 400
check "  says why" error_reply
check "an unknown format" is POST /api/sessions/import '{"text": "(;FF[4])", "format": "xyz"}' 404
check "a format of another family" is POST /api/sessions/import \
    "$(jq -n --arg t "$sgf" '{"text": $t, "format": "sgf", "game": "avanco"}')" 404
check "no text" is POST /api/sessions/import '{"format": "sgf"}' 400
check "import is POST only" is GET /api/sessions/import "" 405
req GET /api/sessions
check "nothing stored by the refusals" has ".sessions | length == $count"

check "export: unknown format" is GET /api/sessions/$game/export/xyz "" 404
check "  says why" error_reply
check "export: unknown game" is GET /api/sessions/999999/export/sgf "" 404
check "export is GET only" is POST /api/sessions/$game/export/sgf '{}' 405
check "create Breakthrough" is POST /api/sessions '{"game": "avanco"}' 201
check "export: no SGF for Breakthrough" is GET /api/sessions/"$(jqb .id)"/export/sgf "" 404

# the Go family's report through the analysis route: the ownership map and the estimate
check "Go report through /api/analyse" is POST /api/analyse \
    '{"game": "go", "options": "size=5,komi=0", "position": "2XO1/2XO1/2XO1/2XO1/2XO1 b", "max_seconds": 0.2, "max_positions": 64}' 200
check "  ownership of every point, estimate Black +5" has '(.report.ownership | length) == 25 and (.report.ownership[0] | .cell == "a1" and .value > 0.2) and .report.score_estimate == 5 and .report.lead == "B+5.0"'

check "server stops cleanly" stop_server
check "server clean" server_clean
finish
