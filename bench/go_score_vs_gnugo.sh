#!/bin/bash
# Scoring of finished Go games, tabula against GNU Go (issue 12: "scoring of finished games
# compared with GNU Go's final_score on the same positions"). GNU Go plays N games against
# itself on SIZE x SIZE (level 1, a different random seed per game) until two passes; the moves
# then go to `tabula gtp` and to a fresh GNU Go (Chinese rules: area counting, as tabula's
# default), and both final_score answers are printed side by side.
# Usage: bench/go_score_vs_gnugo.sh TABULA [N] [SIZE] [KOMI]
set -u
BIN=$1
N=${2:-10}
SIZE=${3:-9}
KOMI=${4:-7}
GNUGO=$(command -v gnugo || echo /usr/games/gnugo)
[[ -x $GNUGO ]] || { echo "gnugo not installed (scripts/install-deps.sh --peers)"; exit 1; }
same=0
for ((game = 1; game <= N; game++)); do
    # self-play with one GNU Go process: genmove until two passes in a row
    coproc GG { "$GNUGO" --mode gtp --chinese-rules --level 1 --seed "$game"; }
    ask() { echo "$1" >&"${GG[1]}"; local line reply=""; while read -r line <&"${GG[0]}"; do
            [[ -z $line ]] && break; reply+="$line"; done; echo "${reply#= }"; }
    ask "boardsize $SIZE" >/dev/null
    ask "komi $KOMI" >/dev/null
    moves=()
    passes=0
    colour=b
    for ((ply = 0; ply < 4 * SIZE * SIZE && passes < 2; ply++)); do
        m=$(ask "genmove $colour")
        [[ ${m,,} == resign ]] && break
        moves+=("$colour $m")
        [[ ${m,,} == pass ]] && passes=$((passes + 1)) || passes=0
        [[ $colour == b ]] && colour=w || colour=b
    done
    echo quit >&"${GG[1]}"
    wait "$GG_PID" 2>/dev/null
    script=$(printf 'boardsize %s\nkomi %s\n' "$SIZE" "$KOMI"; for m in "${moves[@]}"; do echo "play $m"; done
             echo final_score)
    ours=$(echo "$script" | "$BIN" gtp | grep -v '^$' | tail -1)
    theirs=$(echo "$script" | "$GNUGO" --mode gtp --chinese-rules | grep -v '^$' | tail -1)
    # the same winner and margin (GNU Go writes W+32.0, tabula W+32)
    norm() { local r=${1#= }; [[ $r == 0 ]] && echo 0 || echo "${r%%+*}+$(awk -v x="${r#*+}" 'BEGIN{print x+0}')"; }
    [[ $(norm "$ours") == "$(norm "$theirs")" ]] && same=$((same + 1))
    printf 'game %d: %d moves, tabula %s, GNU Go %s\n' "$game" "${#moves[@]}" "${ours#= }" "${theirs#= }"
done
echo "agreement: $same/$N"
