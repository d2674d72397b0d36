#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every test
# (unit tests, then the production build in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

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

npm test
