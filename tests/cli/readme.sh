#!/usr/bin/env bash
# The README's examples run as written (issue 16, item 9): every `tabula ...` line of its sh
# blocks that needs no file, no outside program and no server is run with the built program
# (optional [arguments] dropped); none may be refused as bad usage (status 2) or as an
# unknown game. Then `cmake --install` into a fresh prefix gives a program that runs and the
# front end where it looks for it.
set -u
bin="$1"
here="$(cd "$(dirname "$0")/../.." && pwd)"
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
ran=0
while IFS= read -r line; do
    cmd="${line%%#*}"
    # needs a file, another program, a server or a person
    case "$cmd" in
    *'<'* | *serve* | *uci* | *gtp* | *.pgn* | *saved.txt* | *menu* | *' match '* | *'play '*) continue ;;
    esac
    cmd=$(sed -E 's/\[[^]]*\]//g' <<<"$cmd") # optional parts
    eval "set -- ${cmd#tabula }"
    timeout 60 "$bin" "$@" </dev/null >/tmp/readme.$$ 2>&1
    status=$?
    ran=$((ran + 1))
    if [ "$status" = 2 ] || grep -q "unknown game\|usage:" /tmp/readme.$$; then
        fail "README: '$cmd' -> status $status: $(head -c 300 /tmp/readme.$$)"
    fi
done < <(awk '/^```sh/ { on = 1; next } /^```/ { on = 0 } on && /^tabula / { print }' \
    "$here/README.md")
rm -f /tmp/readme.$$
[ "$ran" -ge 10 ] || fail "only $ran README examples found"
# the play examples: a person's first line is "quit"
while IFS= read -r line; do
    cmd="${line%%#*}"
    case "$cmd" in *'<'* | *gtp* | *uci*) continue ;; esac
    eval "set -- ${cmd#tabula }"
    out=$(echo quit | timeout 60 "$bin" "$@" 2>&1)
    [ $? = 0 ] || fail "README: '$cmd' -> $(head -c 300 <<<"$out")"
done < <(awk '/^```sh/ { on = 1; next } /^```/ { on = 0 } on && /^tabula play/ { print }' \
    "$here/README.md")

# make install: the program and its front end under PREFIX
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
if cmake --install "$(dirname "$bin")" --prefix "$prefix" >/dev/null 2>&1; then
    [ -x "$prefix/bin/tabula" ] || fail "install: no $prefix/bin/tabula"
    [ -f "$prefix/share/tabula/web/index.html" ] || fail "install: no share/tabula/web/index.html"
    "$prefix/bin/tabula" list 2>&1 | grep -q '^nim ' || fail "install: the installed tabula does not list nim"
else
    fail "cmake --install $(dirname "$bin") failed"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "readme: $ran examples ran; install ok"
