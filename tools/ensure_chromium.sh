#!/usr/bin/env bash
# Finds a Chromium for the browser tests, or provisions one, and prints its path on stdout.
# Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium, apt-get (when root), Playwright's installer.
# What it did is reported on stderr so the test log says it clearly.
set -euo pipefail
say() { echo "[chromium] $*" >&2; }
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
  say "using CHROMIUM_PATH=$CHROMIUM_PATH"; echo "$CHROMIUM_PATH"; exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then say "found $candidate"; echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  say "not found: installing Debian's chromium with apt-get (about a minute) ..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  say "installed /usr/bin/chromium"; echo /usr/bin/chromium; exit 0
fi
say "not found and not root: trying Playwright's installer (npx playwright install chromium) ..."
npx --yes playwright@1.65.1 install chromium >&2
path=$(find "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}" -type f -name chrome -path '*chrome-linux*' 2>/dev/null | head -n 1)
if [ -z "$path" ]; then say "could not provision Chromium"; exit 1; fi
say "installed $path"; echo "$path"
