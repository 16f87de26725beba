#!/usr/bin/env bash
# Set up (scripts/setup.sh), then run every check: lint, types, the Python and browser tests,
# and every notebook.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "== ruff"
.venv/bin/ruff check clans_widget tests benchmarks notebooks
echo "== mypy"
.venv/bin/mypy
echo "== pytest: tests/ and notebooks/ (two workers, each test file or notebook on one of them,"
echo "   the slowest files first: tests/conftest.py)"
.venv/bin/python -m pytest tests --nbval-lax notebooks -p no:cacheprovider -n 2 --dist loadfile \
  --no-loadscope-reorder "$@"
