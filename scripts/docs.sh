#!/usr/bin/env bash
# Build the tutorials as a static site in build/site/: index.html and one page per notebook,
# each executed from the repository root, with every board drawn from the state the notebook
# saved. The boards replay (buttons, arrow keys) with no kernel and no network: copy the folder
# to any static web host (GitHub Pages, a school server) or open index.html from the disk.
#
#   bash scripts/docs.sh                         every tutorial (notebooks/*.ipynb)
#   bash scripts/docs.sh notebooks/04_*.ipynb    only these notebooks
#   --out DIR                                    build the site in DIR instead of build/site
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=build/site
NOTEBOOKS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) OUT=${2:?--out needs a folder}; shift ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "docs.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
    *) [ -f "$1" ] || { echo "docs.sh: no notebook $1" >&2; exit 2; }; NOTEBOOKS+=("$1") ;;
  esac
  shift
done
[ ${#NOTEBOOKS[@]} -gt 0 ] || NOTEBOOKS=(notebooks/*.ipynb)
OUT=${OUT%/}
if [ -e "$OUT" ] && [ ! -f "$OUT/index.html" ] && [ -n "$(ls -A "$OUT")" ]; then
  echo "docs.sh: $OUT is not empty and holds no site: not replacing it" >&2
  exit 2
fi

# --- the front end, rebuilt only when a source is newer than the bundle ---------------------
BUNDLE=clans_widget/static/sitepage.js
if [ ! -f "$BUNDLE" ] || [ -n "$(find js package.json -newer "$BUNDLE" -print -quit)" ]; then
  echo "== building the front end"
  [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error
  npm run --silent build
fi

# --- the pages: this checkout's package, in the kernels too ----------------------------------
rm -rf "$OUT"
echo "== executing and converting ${#NOTEBOOKS[@]} notebook(s) into $OUT"
PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} .venv/bin/python -m clans_widget.site "$OUT" \
  "${NOTEBOOKS[@]}" 2> >(grep -v "running over TCP without encryption" >&2)
touch "$OUT/.nojekyll"  # GitHub Pages: serve the files as they are
echo "== built $OUT: open $OUT/index.html, or copy the folder to a static web host"
