#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every test
# (unit tests, then the production build in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund

# Browser tests drive Debian's Chromium; Playwright's own browser download cannot work here.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi

npm test
