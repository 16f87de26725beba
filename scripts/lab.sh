#!/usr/bin/env bash
# Set up (scripts/setup.sh), then open the tutorials in JupyterLab.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/jupyter lab notebooks/01_the_table.ipynb "$@"
