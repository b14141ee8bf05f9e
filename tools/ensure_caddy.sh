#!/usr/bin/env bash
# Finds Caddy (the front proxy of deploy/Caddyfile and the proxy test), or installs Debian's
# package, and prints its path on stdout. Order: $CADDY_PATH, the PATH, apt-get (when root).
set -euo pipefail
exec bash "$(dirname "$0")/ensure_debian_command.sh" caddy caddy CADDY_PATH
