#!/usr/bin/env bash
# Build the tutorials as a static site in build/site/: index.html and one page per notebook,
# each executed from the repository root, with every board drawn from the state the notebook
# saved. The boards replay (buttons, arrow keys) with no kernel and no network: copy the folder
# to any static web host (GitHub Pages, a school server) or open index.html from the disk.
# The site is built in English (at the top), French (fr/) and German (de/), each page linking
# the same page in the others; a French or German page is the lesson's translation
# (notebooks/<lesson>.fr.ipynb) and its boards speak the page's language.
#
#   bash scripts/docs.sh                         every tutorial (notebooks/*.ipynb)
#   bash scripts/docs.sh notebooks/04_*.ipynb    only these notebooks
#   --out DIR                                    build the site in DIR instead of build/site
#   --nbconvert                                  also nbconvert's own pages (what nbviewer shows),
#                                                in DIR/nbconvert/, with their widget manager
#                                                from npm (kept in build/docs-cache/)
#   --lite-url URL                               where the JupyterLite site (scripts/lite.sh) is
#                                                published: a puzzle's first click links its
#                                                lesson there. Default: lite/ (copy build/lite/
#                                                into the site as lite/); '' for no link
#   --languages LIST                             the languages to build, comma-separated
#                                                (default en,fr,de; each runs every notebook)
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=build/site
NBCONVERT=()
LITE_URL=lite/
LANGUAGES=en,fr,de
NOTEBOOKS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) OUT=${2:?--out needs a folder}; shift ;;
    --nbconvert) NBCONVERT=(--nbconvert) ;;
    --lite-url) [ $# -ge 2 ] || { echo "docs.sh: --lite-url needs an address" >&2; exit 2; }
                LITE_URL=$2; shift ;;
    --languages) LANGUAGES=${2:?--languages needs a list, such as en,fr,de}; shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
source scripts/frontend.sh
ensure_frontend clans_widget/static/sitepage.js

# --- the pages: this checkout's package, in the kernels too ----------------------------------
rm -rf "$OUT"
echo "== executing and converting ${#NOTEBOOKS[@]} notebook(s) into $OUT"
PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} .venv/bin/python -m clans_widget.site "$OUT" \
  "${NOTEBOOKS[@]}" "${NBCONVERT[@]}" --lite-url "$LITE_URL" --languages "$LANGUAGES" 2> >(grep -v "running over TCP without encryption" >&2)

# --- nbconvert's pages: requirejs, the widget manager and anywidget's AMD module from npm ----
if [ ${#NBCONVERT[@]} -gt 0 ]; then
  CACHE=build/docs-cache
  ANYWIDGET=$(.venv/bin/python -c \
    "from importlib.metadata import version; print(version('anywidget'))")  # as the kernel has it
  PACKAGES=(requirejs@2.3.8 @jupyter-widgets/html-manager@1.0.15 "anywidget@$ANYWIDGET")
  mkdir -p "$CACHE" "$OUT/nbconvert/vendor"
  for package in "${PACKAGES[@]}"; do
    tarball=$CACHE/$(echo "${package#@}" | tr '/@' '--').tgz  # the name npm pack gives it
    if [ ! -f "$tarball" ]; then
      echo "== fetching $package (npm pack)"
      (cd "$CACHE" && npm pack --silent "$package" >/dev/null)
    fi
    [ -f "$tarball" ] || { echo "docs.sh: npm pack $package gave no $tarball" >&2; exit 1; }
    rm -rf "${tarball%.tgz}" && mkdir -p "${tarball%.tgz}" && tar xzf "$tarball" -C "${tarball%.tgz}"
  done
  cp "$CACHE/requirejs-2.3.8/package/require.js" "$OUT/nbconvert/vendor/"
  HTML_MANAGER=$CACHE/jupyter-widgets-html-manager-1.0.15/package/dist  # the bundle, its fonts
  cp "$HTML_MANAGER/embed-amd.js" "$HTML_MANAGER"/*.{woff,woff2,ttf,eot,svg} "$OUT/nbconvert/vendor/"
  cp "$CACHE/anywidget-$ANYWIDGET/package/dist/index.js" "$OUT/nbconvert/vendor/anywidget.js"
fi
touch "$OUT/.nojekyll"  # GitHub Pages: serve the files as they are
echo "== built $OUT: open $OUT/index.html, or copy the folder to a static web host"
