#!/usr/bin/env bash
# Finds Java (for the Nu HTML Checker, npm vnu-jar, in tests/api/markup_validity_test.ts), or
# installs Debian's headless runtime, and prints its path on stdout. Order: $JAVA_PATH, the PATH,
# apt-get (when root).
set -euo pipefail
exec bash "$(dirname "$0")/ensure_debian_command.sh" java default-jre-headless JAVA_PATH
