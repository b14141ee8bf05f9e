#!/usr/bin/env bash
# Finds wrk (the HTTP load generator of `deno task bench:instances`), or installs Debian's
# package, and prints its path on stdout. Order: $WRK_PATH, the PATH, apt-get (when root).
set -euo pipefail
exec bash "$(dirname "$0")/ensure_debian_command.sh" wrk wrk WRK_PATH
