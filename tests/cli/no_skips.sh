#!/bin/bash
# No test passes without running (issue 17, finding 1): cmocka's skip(), a Playwright skip, an
# exit 77 or a SKIP_RETURN_CODE would let ctest count a test that never ran as passed or as
# "not run". README.md names no dependency of the tests as optional, so no skip is allowed: a
# missing peer or browser fails its test. (Were one ever allowed, it would have to be a
# SKIP_RETURN_CODE test, which ctest's summary names under "The following tests did not run".)
# Usage: no_skips.sh PATH/TO/tabula (unused: the check reads the sources).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*"; exit 1; }
cd "$root" || fail "no source tree at $root"

found=$(grep -nE '(^|[^_[:alnum:]])skip[[:space:]]*\([[:space:]]*\)' tests/*.c src/games/*/tests/*.c 2>/dev/null)
[[ -z $found ]] || fail "cmocka skip() in: $found"
found=$(grep -nE '\.(skip|fixme)[[:space:]]*\(' tests/web/*.mjs tests/web/*.js 2>/dev/null)
[[ -z $found ]] || fail "browser test skipped in: $found"
found=$(grep -rnE 'exit[[:space:]]+77' tests --include='*.sh' --include='*.bash' --exclude=no_skips.sh 2>/dev/null)
[[ -z $found ]] || fail "exit 77 (a skip for ctest) in: $found"
found=$(grep -rn 'SKIP_RETURN_CODE\|SKIP_REGULAR_EXPRESSION\|DISABLED' CMakeLists.txt cmake 2>/dev/null)
[[ -z $found ]] || fail "a ctest skip in: $found"
# The guard itself can fail: each pattern finds its example here.
grep -qE '(^|[^_[:alnum:]])skip[[:space:]]*\([[:space:]]*\)' <<<'    skip();' || fail "skip() pattern"
grep -qE 'exit[[:space:]]+77' <<<'command -v x || exit 77' || fail "exit 77 pattern"
echo ok
