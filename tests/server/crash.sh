#!/usr/bin/env bash
# Durability (issue 15): kill -9 the server in the middle of a burst of moves on several
# games, restart it on the same file: every move it acknowledged (2xx) is there, in order,
# and SQLite finds the file intact. Three rounds, killed at different moments.
# Usage: crash.sh PATH/TO/tabula
source "$(dirname "$0")/common.bash"
command -v sqlite3 >/dev/null || { echo "sqlite3 is needed (scripts/install-deps.sh --test)"; exit 1; }

games=6
ids=()
start_server
for _ in $(seq $games); do
    req POST /api/sessions '{"game": "avanco", "players": ["human", "human"]}'
    ids+=("$(jqb .id)")
done

# One client per game: plays the first legal move again and again, and logs "COUNT MOVE"
# for each move the server acknowledged (COUNT: the game's actions after it).
player() { # player ID LOG
    local id=$1 log=$2 state="$tmp/state.$1" code
    while :; do
        code=$(curl -s -o "$state" -w '%{http_code}' "$base/api/sessions/$id") || return
        [[ $code == 200 ]] || return
        local move
        move=$(jq -r '.legal[0].text // empty' "$state") || return
        [[ -n $move ]] || return # the game is over
        code=$(curl -s -o "$state" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
            --data-binary "{\"move\": \"$move\"}" "$base/api/sessions/$id/moves") || return
        if [[ $code == 2* ]]; then
            echo "$(jq -r .actions "$state") $move" >>"$log"
        fi
    done
}

for round in 1 2 3; do
    pids=()
    for id in "${ids[@]}"; do
        player "$id" "$tmp/ack.$id" &
        pids+=($!)
    done
    # Killed after a number of acknowledged moves, not after a time (a loaded machine would
    # acknowledge none and check nothing): 10 to 29 more, a different moment each round.
    acked() { cat "$tmp"/ack.* 2>/dev/null | wc -l; }
    target=$(($(acked) + 10 + RANDOM % 20))
    for _ in $(seq 1200); do
        (($(acked) >= target)) && break
        sleep 0.05
    done
    check "round $round: moves acknowledged before the kill" [ "$(acked)" -ge "$target" ]
    kill -9 "$server_pid"
    wait "$server_pid" 2>/dev/null
    server_pid=""
    wait "${pids[@]}" 2>/dev/null
    check "round $round: integrity_check after kill -9" \
        [ "$(sqlite3 "$tmp/games.sqlite" 'PRAGMA integrity_check')" == ok ]
    start_server
    for id in "${ids[@]}"; do
        req GET "/api/sessions/$id"
        [[ -s $tmp/ack.$id ]] || continue
        # Every acknowledged move is in the stored game at its place.
        lost=0
        while read -r count move; do
            [[ $(jq -r ".moves[$((count - 1))].text" "$tmp/body") == "$move" ]] || lost=$((lost + 1))
        done <"$tmp/ack.$id"
        check "round $round, game $id: $(wc -l <"$tmp/ack.$id") acknowledged moves kept (lost: $lost)" \
            [ "$lost" == 0 ]
    done
done
total=$(cat "$tmp"/ack.* 2>/dev/null | wc -l)
check "moves were acknowledged before the kills ($total)" [ "$total" -gt 0 ]
check "the server stops cleanly" stop_server
check "no sanitizer report" server_clean
finish
