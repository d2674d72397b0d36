#!/usr/bin/env bash
# The README's test command: installs what the tests need (the npm packages, Debian's Chromium and
# nginx when missing), then runs every test (unit tests, then the browser tests against a production
# build in Debian's Chromium). Once all pass, writes the run's duration and test counts into the
# README (scripts/recordFigures.mjs), which quotes them.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS=0

npm ci --no-audit --no-fund

# Browser tests drive Debian's Chromium (Playwright's own browser download cannot work here), and
# the hosting tests serve the build with Debian's nginx.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}"
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
npm test 2>&1 | tee "$log"
node scripts/recordFigures.mjs tests "$SECONDS" "$log"
