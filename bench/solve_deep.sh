#!/usr/bin/env bash
# The deep solves of docs/solved.md, one after the other (never two at once: each may use
# its whole table): Gatos & Cães 5x6 and 6x6 without the central zone, Rastros from the
# start, Domineering 5x5, 6x5, 6x6, 6x7, 7x6, 7x7, 6x8 and 8x8 (rows x columns) with each
# player first. Value only (--value-only: no remoteness pass), a 2 GB table by default. Each
# line of output is the command, the load before it (uptime), tabula's answer and
# /usr/bin/time's wall and CPU time and peak memory.
# Usage: bench/solve_deep.sh [SECONDS] [TABLE_MB]   (limit per solve, default 3600; 2048)
# Set TABULA to another binary (default build/tabula, built with `make` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-3600}
table=${2:-2048}
tabula=${TABULA:-build/tabula}
[[ -x $tabula ]] || make >/dev/null
run() {
    echo "== tabula solve $* --value-only --tt $table --time $limit"
    echo "load: $(uptime)"
    /usr/bin/time -f "wall %e s, CPU %U s, peak %M KB" \
        "$tabula" solve "$@" --value-only --tt "$table" --time "$limit" 2>&1 || true
}
run gatos-caes --option size=5x6 --option central_zone=none
run gatos-caes --option size=6x6 --option central_zone=none
run domineering --position "domineering: ...../...../...../...../....."
run domineering --position "domineering: ...../...../...../...../..... ; R"
run domineering --position "domineering: ...../...../...../...../...../....."
run domineering --position "domineering: ...../...../...../...../...../..... ; R"
run domineering --position "domineering: ....../....../....../....../....../......"
run domineering --position "domineering: ....../....../....../....../....../...... ; R"
run domineering --position "domineering: ......./......./......./......./......./......."
run domineering --position "domineering: ......./......./......./......./......./....... ; R"
run domineering --position "domineering: ....../....../....../....../....../....../......"
run domineering --position "domineering: ....../....../....../....../....../....../...... ; R"
run domineering --position "domineering: ......./......./......./......./......./......./......."
run domineering --position "domineering: ......./......./......./......./......./......./....... ; R"
run domineering --position "domineering: ......../......../......../......../......../........"
run domineering --position "domineering: ......../......../......../......../......../........ ; R"
run domineering --position "domineering: ......../......../......../......../......../......../......../........"
run domineering --position "domineering: ......../......../......../......../......../......../......../........ ; R"
run rastros
