#!/usr/bin/env bash
# Set up everything from nothing: Chromium (for browser tests), a virtual environment with the
# package and its test tools, and the front-end build. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Chromium (Debian package) for the browser tests"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "== creating .venv"
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip

echo "== building the front end (npm ci, then esbuild)"
npm ci --no-audit --no-fund --loglevel=error
npm run --silent build

echo "== installing clans_widget and its test tools"
.venv/bin/python -m pip install -q -e ".[test]"
