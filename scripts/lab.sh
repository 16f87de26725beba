#!/usr/bin/env bash
# Set up (scripts/setup.sh), then open lesson 1 in JupyterLab, also as root. The lessons run
# from my-lessons/, an ignored copy of notebooks/ (scripts/lessons.sh). Extra arguments go to
# `jupyter lab`, e.g. `bash scripts/lab.sh --no-browser --port 8890`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/lessons.sh
copy_lessons notebooks my-lessons
save_widget_state .venv
if [ "$(id -u)" -eq 0 ]; then set -- --allow-root "$@"; fi
exec .venv/bin/jupyter lab --ServerApp.root_dir=my-lessons \
  --LabApp.default_url=/lab/tree/01_the_table.ipynb "$@"
