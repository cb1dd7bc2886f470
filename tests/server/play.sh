#!/usr/bin/env bash
# Playing through the server: a whole game against the computer, computer players started by
# themselves, a restart that loses nothing, and many requests at once, all answered.
# Usage: play.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
held_level
start_server

# A second server on the same games would overwrite the first one's moves: refused.
timeout 10 "$TB" serve --port 0 --data "$tmp/games.sqlite" >"$tmp/second.out" 2>"$tmp/second.err"
check "second server on the same data refused" [ $? == 1 ]
check "second server: why" grep -q "in use by another tabula serve" "$tmp/second.err"

# wait_idle SID: polls until the session's computer player has stopped thinking.
wait_idle() {
    for _ in $(seq 300); do
        req GET /api/sessions/$1
        [[ $(jqb .thinking) == false ]] && return 0
        sleep 0.05
    done
    echo "  session $1 still thinking"
    return 1
}

# ---- a whole game against the computer ----
check "create against the computer" is POST /api/sessions \
    '{"game": "avanco", "players": ["human", "mcts:time=0.05s,threads=1"]}' 201
game=$(jqb .id)
replies=0
for _ in $(seq 400); do # Breakthrough ends within 2 * 7 * 7 * 2 actions
    wait_idle "$game" || break
    [[ $(jqb '.outcome != null') == true ]] && break
    req POST /api/sessions/$game/moves "{\"move\": \"$(jqb '.legal[0].text')\"}"
    [[ $code == 200 ]] || { echo "  move refused: $(cat "$tmp/body")"; break; }
    [[ $(jqb '.to_move') == 1 && $(jqb .thinking) == true ]] && replies=$((replies + 1))
done
req GET /api/sessions/$game
check "the game ended" has '.outcome.over and .finished and (.result | sort) == [-1, 1] and .legal == [] and .to_move == null'
check "the outcome names the winner" has '.outcome.text | test("^(White|Black) wins \\(")'
check "the computer answered every move" [ "$replies" -gt 3 ]
check "moves alternate" has '[.moves[].player] == [range(0; .moves | length) | . % 2]'
check "move after the end" is POST /api/sessions/$game/moves '{"move": "a2-a3"}' 409
check "move after the end message" error_reply
check "computer after the end" is POST /api/sessions/$game/computer '{}' 409

# ---- the computer starts by itself, and holds the session while it thinks ----
# (the held engine thinks until it is told what to play: no race with a clock)
check "computer first" is POST /api/sessions '{"game": "avanco", "players": ["held", "human"]}' 201
first=$(jqb .id)
check "computer first: thinking at once" has '.thinking == true and .to_move == 0'
check "computer first: the engine is asked" held_thinking
check "move on the computer's turn" is POST /api/sessions/$first/moves '{"move": "d2-d3"}' 409
check "undo while thinking" is POST /api/sessions/$first/undo "" 409
held_release d2-d3
check "computer first: moved" wait_idle "$first"
check "computer first: one move, person to move" has '.actions == 1 and .to_move == 1'
check "computer first: the engine's move" has '.moves[0].text == "d2-d3"'
check "person answers" is POST /api/sessions/$first/moves "{\"move\": \"$(jqb '.legal[0].text')\"}" 200
held_thinking && held_release "$(curl -s "$base/api/sessions/$first" | jq -r '.legal[0].text')"
wait_idle "$first"
check "undo takes back both moves" is POST /api/sessions/$first/undo "" 200
check "undo: back to the person's turn" has '.actions == 1 and .to_move == 1 and .thinking == false'
check "person to move before the restart" is POST /api/sessions/$first/moves "{\"move\": \"$(jqb '.legal[0].text')\"}" 200

check "thinking before the delete" has '.thinking == true'
check "the engine is asked before the delete" held_thinking
check "delete while thinking" is DELETE /api/sessions/$first "" 204
check "deleted while thinking: gone" is GET /api/sessions/$first "" 404
held_release a7-a6 # its answer goes nowhere: the session is gone
check "computer first again" is POST /api/sessions '{"game": "avanco", "players": ["easy", "human"]}' 201
waiting=$(jqb .id)
wait_idle "$waiting"

# A game stopped in the middle of a multi-action turn (Produto: two stones a turn).
req POST /api/sessions '{"game": "produto"}'
half=$(jqb .id)
req POST /api/sessions/$half/moves '{"move": "a1:B"}'
req POST /api/sessions/$half/moves '{"move": "b1:W"}'
check "half a turn before the restart" has '.mid_turn == true and .to_move == 1'

# Two computers play on by themselves, across the restart.
check "computer against computer" is POST /api/sessions \
    '{"game": "semaforo", "players": ["mcts:time=0.3s,threads=1", "random"]}' 201
auto=$(jqb .id)
for _ in $(seq 300); do # until they have played (not for a time): the restart comes mid-game
    req GET /api/sessions/$auto
    [[ $(jqb '.actions > 0') == true ]] && break
    sleep 0.05
done
check "computers have played before the restart" has '.actions > 0'

# ---- restart: nothing lost ----
curl -s "$base/api/sessions" | jq -S '[.sessions[] | select(.id != '"$auto"')]' >"$tmp/before.json"
for id in $game $waiting $half; do curl -s "$base/api/sessions/$id" | jq -r .record >"$tmp/record.$id"; done
auto_before=$(curl -s "$base/api/sessions/$auto" | jq .actions)
check "stop" stop_server
check "sanitizers quiet" server_clean
start_server
curl -s "$base/api/sessions" | jq -S '[.sessions[] | select(.id != '"$auto"')]' >"$tmp/after.json"
check "every game is back, unchanged" cmp -s "$tmp/before.json" "$tmp/after.json"
for id in $game $waiting $half; do
    req GET /api/sessions/$id
    jqb .record >"$tmp/record.after"
    check "record of game $id unchanged" cmp -s "$tmp/record.$id" "$tmp/record.after"
done
check "finished game still finished" is GET /api/sessions/$game "" 200
check "finished game: outcome" has '.outcome.over'
check "half a turn after the restart" is GET /api/sessions/$half "" 200
check "half a turn: still mid-turn" has '.mid_turn == true and .to_move == 1 and .actions == 2'
check "half a turn: the turn goes on" is POST /api/sessions/$half/moves '{"move": "c1:W"}' 200
check "half a turn: then the other player" has '.mid_turn == false and .to_move == 0 and .moves[-1].turn == 2'
check "deleted game still deleted" is GET /api/sessions/$first "" 404
req GET /api/sessions/$auto
check "computers resume after the restart" has ".actions >= $auto_before"
for _ in $(seq 100); do
    req GET /api/sessions/$auto
    [[ $(jqb ".actions > $auto_before or .finished") == true ]] && break
    sleep 0.1
done
check "computers play on" has ".actions > $auto_before or .finished"
check "the person can play on" is POST /api/sessions/$waiting/moves "{\"move\": \"$(curl -s "$base/api/sessions/$waiting" | jq -r '.legal[0].text')\"}" 200

# ---- many requests at once ----
# 40 mixed requests in parallel: every one answered with success.
for i in $(seq 40); do
    case $((i % 4)) in
    0) curl -s -o /dev/null -w '%{http_code}\n' "$base/api/games" ;;
    1) curl -s -o /dev/null -w '%{http_code}\n' "$base/api/sessions" ;;
    2) curl -s -o /dev/null -w '%{http_code}\n' -X POST -d '{"game": "avanco"}' "$base/api/sessions" ;;
    3) curl -s -o /dev/null -w '%{http_code}\n' "$base/api/sessions/$game" ;;
    esac >"$tmp/par.$i" &
done
wait_children() { for p in $(jobs -p); do [[ $p == "$server_pid" ]] || wait "$p"; done; }
wait_children
check "40 parallel requests answered" [ "$(cat "$tmp"/par.* | grep -c '^20[01]$')" == 40 ]

# 8 games played in parallel, 6 moves each.
play_moves() { # play_moves SID N: plays the first legal move N times, printing each status
    local b=$tmp/game.$1
    for _ in $(seq "$2"); do
        local mv
        mv=$(curl -s "$base/api/sessions/$1" | jq -r '.legal[0].text')
        curl -s -o "$b" -w '%{http_code}\n' -X POST -d "{\"move\": \"$mv\"}" "$base/api/sessions/$1/moves"
    done
}
ids=()
for _ in $(seq 8); do
    req POST /api/sessions '{"game": "avanco"}'
    ids+=("$(jqb .id)")
done
for id in "${ids[@]}"; do play_moves "$id" 6 >"$tmp/moves.$id" & done
wait_children
check "parallel games: every move accepted" [ "$(cat "$tmp"/moves.* | grep -c '^200$')" == 48 ]
for id in "${ids[@]}"; do
    req GET /api/sessions/$id
    check "parallel game $id: six moves" has '.actions == 6'
done

# The same move sent ten times at once: played once, the rest refused.
req POST /api/sessions '{"game": "avanco"}'
race=$(jqb .id)
for i in $(seq 10); do
    curl -s -o /dev/null -w '%{http_code}\n' -X POST -d '{"move": "d2-d3"}' \
        "$base/api/sessions/$race/moves" >"$tmp/race.$i" &
done
wait_children
check "race: one move played" [ "$(cat "$tmp"/race.* | grep -c '^200$')" == 1 ]
check "race: the others refused" [ "$(cat "$tmp"/race.* | grep -c '^400$')" == 9 ]
req GET /api/sessions/$race
check "race: one action" has '.actions == 1'

check "stop at the end" stop_server
check "sanitizers quiet at the end" server_clean
finish
