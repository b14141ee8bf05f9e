#!/usr/bin/env bash
# Finds the sqlite3 shell (the ops tests read rows with it and hold write locks with it from a
# separate process), or installs Debian's package, and prints its path on stdout.
# Order: $SQLITE3_PATH, the PATH, apt-get (when root).
set -euo pipefail
exec bash "$(dirname "$0")/ensure_debian_command.sh" sqlite3 sqlite3 SQLITE3_PATH
