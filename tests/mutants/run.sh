#!/usr/bin/env bash
# Applies each mutant of mutants.tsv to a scratch copy of the tree, one at a time, rebuilds
# incrementally and runs the C suites and the CLI tests; a mutant that no test kills is a
# hole in the tests. Usage: tests/mutants/run.sh [NAME...]   (all mutants by default)
# MUTANTS_DIR: the scratch copy (default /tmp/tabula-mutants; give each concurrent run its own).
# MUTANTS_FAST=1: stop each ctest at the first failing test (it names one killer, not all).
# MUTANTS_CTEST: more ctest arguments, e.g. "-R chess" to run only some suites.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=${MUTANTS_DIR:-/tmp/tabula-mutants}
# The scratch copy and its build are kept between runs: only files that differ are copied
# (so an interrupted run's mutated file is put back), and the build is incremental.
mkdir -p "$scratch"
git -C "$root" ls-files -z | while IFS= read -r -d '' f; do
    cmp -s "$root/$f" "$scratch/$f" 2>/dev/null && continue
    mkdir -p "$scratch/$(dirname "$f")" && cp "$root/$f" "$scratch/$f"
done
cmake -S "$scratch" -B "$scratch/build" -DCMAKE_BUILD_TYPE=Release >/dev/null || exit 2
cmake --build "$scratch/build" -j2 >/dev/null || { echo "the unmutated tree does not build"; exit 2; }
survived=0 killed=0 stale=0
ctest_args=(-j2 -E 'web_browser|server_')
[[ ${MUTANTS_FAST:-0} == 1 ]] && ctest_args+=(--stop-on-failure)
# shellcheck disable=SC2206 # word splitting of the extra arguments is wanted
[[ -n ${MUTANTS_CTEST:-} ]] && ctest_args+=(${MUTANTS_CTEST})
while IFS=$'\t' read -r name file text replacement; do
    [[ -z $name || $name == \#* ]] && continue
    if [[ $# -gt 0 ]] && [[ " $* " != *" $name "* ]]; then continue; fi
    target="$scratch/$file"
    count=$(grep -cF -- "$text" "$target" 2>/dev/null || true)
    if [[ $count != 1 ]]; then
        echo "STALE    $name: the text is in $file $count times, not once"
        stale=$((stale + 1)); continue
    fi
    cp "$target" "$target.orig"
    started=$SECONDS
    TEXT=$text REPLACEMENT=$replacement perl -0pi -e 's/\Q$ENV{TEXT}\E/$ENV{REPLACEMENT}/' "$target"
    # (stdin is the list of mutants: nothing inside the loop may read it)
    if ! cmake --build "$scratch/build" -j2 >/dev/null 2>&1 </dev/null; then
        echo "STALE    $name: it does not compile, so it tests nothing"; stale=$((stale + 1))
    elif (cd "$scratch/build" && ctest "${ctest_args[@]}" >"$scratch/ctest.out" 2>&1 </dev/null); then
        echo "SURVIVED $name: no test failed"; survived=$((survived + 1))
    else
        failing=$(sed -n 's/^[[:space:]]*[0-9]* - \([^ ]*\) .*/\1/p' "$scratch/ctest.out" | tr '\n' ' ')
        echo "KILLED   $name by: $failing($((SECONDS - started)) s)"; killed=$((killed + 1))
    fi
    mv "$target.orig" "$target"
    touch "$target"
done <"$(dirname "$0")/mutants.tsv"
echo "$killed killed, $survived survived, $stale stale"
[[ $survived == 0 && $stale == 0 ]]
