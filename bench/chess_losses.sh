#!/usr/bin/env bash
# Where a chess player's games are lost: builds build-bench/chess_tune and runs
# bench/chess_losses.py (Stockfish at full strength judging every move of one seat of match
# records; the options there).
#   bench/chess_losses.sh [--depth D] [--seat PREFIX] [--list] RECORD...
#   e.g. tabula match chess chess:time=100ms "uci:cmd=/usr/games/stockfish,movetime=100,elo=2400"
#        -n 100 --record games.txt; bench/chess_losses.sh games.txt
set -euo pipefail
cd "$(dirname "$0")/.."
command -v stockfish >/dev/null || [[ -x /usr/games/stockfish ]] ||
    { echo "chess_losses.sh: needs stockfish (apt-get install stockfish)" >&2; exit 1; }
source bench/selfplay_chunks.sh
build_tool chess_tune
exec python3 bench/chess_losses.py "$@"
