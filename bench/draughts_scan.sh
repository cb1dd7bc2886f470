#!/usr/bin/env bash
# International draughts: tabula's draughts engine against Scan 2.0 (Fabien Letouzey, GPL-3)
# through the Hub protocol, at equal time per move, colours alternating, each opening of
# bench/draughts_openings.txt played once with each colour.
#   bench/draughts_scan.sh [GAMES] [MS_PER_MOVE]     (defaults: 100 games, 100 ms)
# Scan is built from ../shared/peers/scan-2.0 into a scratch folder outside the project
# (SCAN_DIR, default /tmp/tabula-scan); tabula is the profile-guided Release build of `make`
# (build/tabula, scripts/build-release.sh), the program a user runs.
# EGTB_DIR: a folder of endgame tables built by `tabula egtb` for tabula to read (Scan reads
# its own 4-piece bitbases).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
games="${1:-100}"
ms="${2:-100}"
peer="${SCAN_SRC:-$root/../shared/peers/scan-2.0}"
scan_dir="${SCAN_DIR:-/tmp/tabula-scan}"

if [ ! -x "$scan_dir/src/scan" ]; then
    rm -rf "$scan_dir"
    cp -r "$peer" "$scan_dir"
    bash "$scan_dir/build.sh" >/dev/null
fi
"$root/scripts/build-release.sh" >/dev/null
build="$root/build"

echo "# $(date -u '+%F %T') UTC, $(uptime)"
spec="draughts:time=${ms}ms${EGTB_DIR:+,egtb=$EGTB_DIR}"
echo "# tabula $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo "(no git)"), Scan 2.0 (book on, 4-piece bitbases), $ms ms a move, $spec"
"$build/tabula" match draughts "$spec" \
    "hub:cmd=./src/scan hub,dir=$scan_dir,movetime=$ms" -n "$games" \
    --openings "$root/bench/draughts_openings.txt" --max-actions 2000
echo "# $(date -u '+%F %T') UTC, $(uptime)"
