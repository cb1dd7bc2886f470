#!/usr/bin/env bash
# Installs the Debian packages tabula needs to build and test, only those missing.
set -euo pipefail
packages=(build-essential cmake pkg-config clang libedit-dev libcmocka-dev
          libmicrohttpd-dev libjansson-dev libsqlite3-dev)
# --test adds the peer engines the tests compare our counts with (perft against
# Fairy-Stockfish and Stockfish) and curl, jq and sqlite3 for the server tests; --peers is the same,
# for the benchmarks (bench/web_load.sh uses curl too).
# python3 drives raw sockets in the server's hardening test (slow clients).
if [[ "${1:-}" == "--test" || "${1:-}" == "--peers" ]]; then
  packages+=(fairy-stockfish stockfish curl jq sqlite3 python3)
fi
# --peers also adds wrk, the HTTP load generator of bench/web_load.sh.
if [[ "${1:-}" == "--peers" ]]; then
  packages+=(wrk)
fi
# --test also adds what the browser tests of the web front end run on (tests/web/run.sh):
# Chromium, and Node with npm to install playwright-core. A machine may already have Node
# from elsewhere (NodeSource bundles npm and conflicts with Debian's npm): then keep it.
if [[ "${1:-}" == "--test" ]]; then
  packages+=(chromium)
  command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0
echo "installing: ${missing[*]}"
sudo=""
[[ $(id -u) -ne 0 ]] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
