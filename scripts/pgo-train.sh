#!/usr/bin/env bash
# The training run of the profile-guided Release build (scripts/build-release.sh): an
# instrumented tabula plays the engines' searches and the rules' move generators, limited by
# depth, nodes or playouts (the same work on every machine; about 100 s instrumented). The counts
# it leaves tell gcc which branches and calls are hot; code not run here is optimised as
# without a profile (-fprofile-partial-training).
#   scripts/pgo-train.sh INSTRUMENTED_TABULA
set -euo pipefail
bin="$1"
quiet() { "$@" >/dev/null 2>&1 || { echo "pgo-train: failed: $*" >&2; return 1; }; }
match() { quiet "$bin" match "$@" --seed 1; }

# the draughts engine through the Hub protocol (as the matches against Scan play it), its
# player in another variant, the stacks of Bashni with the generic alpha-beta, perft
printf 'hub\ninit\nnew\nmove 32-28\nmove 18-23\ndepth 14\ngo\nnew\nmove 33-29\nmove 17-21\ndepth 14\ngo\nquit\n' |
    quiet "$bin" hub
match draughts draughts:depth=9 draughts:depth=9 -n 2 --max-actions 120
match draughts/russian draughts:depth=9 draughts:depth=9 -n 1 --max-actions 80
match draughts/bashni ab:depth=5 ab:depth=5 -n 1 --max-actions 60
quiet "$bin" perft draughts 7
# chess: the engine, orthodox and losing, and perft
match chess chess:depth=8 chess:depth=8 -n 2 --max-actions 60
match chess/losing chess:depth=8 chess:depth=8 -n 1 --max-actions 60
quiet "$bin" perft chess 5
# Go: the playouts and the tree on 9x9
match go "go:time=0,iterations=20000,threads=1" "go:time=0,iterations=20000,threads=1" \
    -n 1 --option size=9 --max-actions 30
# the championship games: Avanço's engine, the generic alpha-beta and MCTS, the solver
match avanco avanco:depth=9 avanco:depth=9 -n 1 --max-actions 40
match semaforo ab:depth=8 "mcts:time=0,iterations=20000" -n 1
quiet "$bin" solve gatos-caes --option size=5x4 --option central_zone=none
quiet "$bin" cgt "{1|-1}+*2+^"
