#!/usr/bin/env bash
# Set up everything from nothing: Chromium (for browser tests), a virtual environment with the
# package and its test tools, and the front-end build. Safe to run again: a second run only
# redoes a step whose inputs changed (package-lock.json, js/, pyproject.toml), in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/frontend.sh

if [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "== installing Chromium's headless shell (Debian package) for the browser tests"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "== creating .venv"
  python3 -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
fi

# npm writes node_modules/.package-lock.json: older than package-lock.json means out of date
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing the front end's tools (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  rm -f clans_widget/static/widget.js  # new tools: build again
fi
ensure_frontend clans_widget/static/widget.js

INSTALLED=.venv/.clans-widget-installed  # touched after the last install of pyproject.toml
if [ ! -f "$INSTALLED" ] || [ pyproject.toml -nt "$INSTALLED" ]; then
  echo "== installing clans_widget and its test tools"
  .venv/bin/python -m pip install -q -e ".[test]"
  touch "$INSTALLED"
fi
