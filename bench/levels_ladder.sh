#!/usr/bin/env bash
# The levels' Elo ladder (issue 14 item 3): on each game, each built-in level against the next
# (easy vs medium, medium vs hard), the players the menu and the server put behind them
# (`tabula match GAME easy medium` resolves a level for the game), colours alternating.
# Prints one line a pair: W-D-L for the stronger level and its Elo difference with the 95%
# interval. Figures go to docs/LEVELS.md.
# Usage: bench/levels_ladder.sh [GAMES] [GAME...]   (default 4 games a pair, every game below)
# Set TABULA to another binary (default build/tabula, built with `make` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-4}
shift || true
tabula=${TABULA:-build/tabula}
[[ -x $tabula ]] || make >/dev/null
# GAME[@OPTION]: the ladder's games; Go on 9x9, Domineering on 6x6 (its 4x4 default is solved
# at every level: the first player wins). A game that does not end in 300 actions counts as a
# draw.
ladder=(chess avanco go@size=9 draughts semaforo gatos-caes
    "domineering@start=domineering: ....../....../....../....../....../......" cordeiros-tigres)
(($# > 0)) && ladder=("$@")
echo "# $(date -u +%FT%TZ) $(uptime)"
printf '| game | pair | games | W-D-L (stronger level first) | Elo of the stronger (95%%) |\n'
printf '|---|---|---|---|---|\n'
for entry in "${ladder[@]}"; do
    game=${entry%%@*}
    option=()
    [[ $entry == *@* ]] && option=(--option "${entry#*@}")
    for pair in "medium easy" "hard medium"; do
        read -r strong weak <<<"$pair"
        out=$("$tabula" match "$game" "$strong" "$weak" -n "$games" --max-actions 300 \
            "${option[@]}" 2>&1) || { echo "$game $pair: $out" >&2; continue; }
        result=$(sed -n 's/^result: //p' <<<"$out")
        elo=$(sed -n 's/^elo: //p' <<<"$out")
        printf '| %s | %s vs %s | %s | %s | %s |\n' "$entry" "$strong" "$weak" "$games" \
            "$result" "$elo"
    done
done
echo "# $(date -u +%FT%TZ) $(uptime)"
