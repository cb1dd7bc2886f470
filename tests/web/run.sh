#!/usr/bin/env bash
# Browser tests of the web front end: Playwright (npm playwright-core, pinned in
# package-lock.json, installed into tests/web/node_modules) driving Debian's Chromium
# against `tabula serve`. Usage: run.sh TABULA_BINARY [SCREENSHOT_DIR]
# Fails when Chromium, Node or the npm package cannot be had: `make test` installs them
# (scripts/install-deps.sh --test), so a missing one is a broken install, not a skip.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:?usage: run.sh TABULA_BINARY [SCREENSHOT_DIR]}")
out=$(realpath -m "${2:-$PWD/web-screenshots}")
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

missing() { echo "FAILED: $* — the browser tests could not run"; exit 1; }
"$bin" --help | grep -q '^ *tabula serve' || missing "this tabula has no serve command"
[[ -x $CHROMIUM ]] || missing "no Chromium at $CHROMIUM (scripts/install-deps.sh --test installs it)"
command -v node >/dev/null || missing "no node (scripts/install-deps.sh --test installs nodejs)"

# Install from the lock file only when the pinned version is not there already; offline
# with a cached copy works too (--prefer-offline); without either the tests fail.
wanted=$(node -p "require('$here/package-lock.json').packages['node_modules/playwright-core'].version")
have=$(node -p "try { require('$here/node_modules/playwright-core/package.json').version } catch { '' }")
if [[ "$have" != "$wanted" ]]; then
  command -v npm >/dev/null || missing "no npm to install playwright-core $wanted"
  (cd "$here" && npm ci --prefer-offline --no-audit --no-fund --loglevel=error) ||
    missing "npm could not install playwright-core $wanted"
fi

mkdir -p "$out"
export TABULA_BIN=$bin TABULA_WEB_OUT=$out
cd "$here"
node --test --test-concurrency=1 --test-reporter=spec logic.test.mjs play.test.mjs boards.test.mjs played.test.mjs portuguese.test.mjs
echo "screenshots: $out"
