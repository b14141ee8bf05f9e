#!/usr/bin/env bash
# Finds a command from a Debian package, or installs the package, and prints the command's path on
# stdout. Usage: ensure_debian_command.sh <command> <package> [ENV_VAR_WITH_PATH]
# Order: $ENV_VAR_WITH_PATH (when named and executable), the PATH, apt-get install (when root).
# What it did is reported on stderr so the test log says it clearly.
set -euo pipefail
command_name=$1
package=$2
override_var=${3:-}
say() { echo "[$command_name] $*" >&2; }
if [ -n "$override_var" ] && [ -n "${!override_var:-}" ] && [ -x "${!override_var}" ]; then
  say "using $override_var=${!override_var}"; echo "${!override_var}"; exit 0
fi
if path=$(command -v "$command_name"); then say "found $path"; echo "$path"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  say "not found: installing Debian's $package with apt-get ..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # --no-install-recommends: the tests need the binary only. No service is started: tests and
  # deploy/ run their own instances with their own config.
  apt-get install -y -qq --no-install-recommends "$package" >&2
  path=$(command -v "$command_name") || { say "apt-get installed $package but no $command_name"; exit 1; }
  say "installed $path (Debian package $package)"; echo "$path"; exit 0
fi
say "not found, and installing Debian's $package needs root (apt-get install $package)"
exit 1
