#!/usr/bin/env bash
# `tabula uci` whose every `go ...` becomes `go ARGS` (e.g. `go depth 6`, `go nodes 20000`):
# fixed-depth or fixed-node play through the uci player, which sends `go movetime`.
#   bench/chess_uci_go.sh TABULA-BINARY GO-ARGS...     e.g. build-bench/tabula depth 6
set -euo pipefail
bin=$1
shift
stdbuf -oL sed -u "s/^go .*/go $*/" | exec "$bin" uci
