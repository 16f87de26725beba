#!/usr/bin/env bash
# Build a zero-install class: a JupyterLite site in build/lite/ that runs the tutorials in the
# browser (Python runs there, in Pyodide), to copy to any static web host.
#
#   bash scripts/lite.sh             the site loads Pyodide from its CDN (a published site)
#   bash scripts/lite.sh --offline   the site carries its own Pyodide: it works with no network
#   --out DIR                        build the site in DIR instead of build/lite
#
# The site holds the package's wheel built from this checkout (front end included), the
# wheels of its widget libraries, their JupyterLab extensions, and the tutorial notebooks with
# notebooks/games/. In the site's copies of the notebooks the first code cell first installs
# the package when it runs in the browser (the sources are not changed).
# Downloads come from PyPI (wheels) and npm (Pyodide) only; they are kept in build/lite-cache/.
set -euo pipefail
cd "$(dirname "$0")/.."

OFFLINE=0
OUT=build/lite                # the site
while [ $# -gt 0 ]; do
  case "$1" in
    --offline) OFFLINE=1 ;;
    --out) OUT=${2:?--out needs a folder}; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "lite.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done
OUT=${OUT%/}
case "$OUT" in /*) ;; *) OUT=$PWD/$OUT ;; esac
if [ -e "$OUT" ] && [ ! -f "$OUT/jupyter-lite.json" ] && [ -n "$(ls -A "$OUT")" ]; then
  echo "lite.sh: $OUT is not empty and holds no JupyterLite site: not replacing it" >&2
  exit 2
fi
STAGE=$OUT-src                # JupyterLite's lite dir: made anew each time (see below)
CACHE=build/lite-cache        # downloads, kept between builds

# --- the build environment: a venv of its own ----------------------------------------------
# JupyterLite's Pyodide kernel ships a JupyterLab extension that only works in JupyterLite: kept
# out of .venv, where JupyterLab, Notebook and Voila would load it. When setup.sh's .venv is
# there, the build venv also reads .venv's packages (a .pth file naming its site-packages by a
# relative path), so that only the JupyterLite tools are installed in it: seconds, not a minute.
VENV=build/lite-venv
PY=$VENV/bin/python
if [ ! -x "$PY" ]; then
  echo "== creating $VENV"
  if [ -x .venv/bin/python ]; then
    .venv/bin/python -m venv --without-pip "$VENV"  # .venv's own Python
    .venv/bin/python - "$VENV" <<'EOF'
import os, sys, sysconfig
from pathlib import Path
venv = Path(sys.argv[1]).resolve()
ours = sorted({sysconfig.get_path(kind) for kind in ("purelib", "platlib")})
for kind in ("purelib", "platlib"):
    site = sysconfig.get_path(kind, vars={"base": str(venv), "platbase": str(venv)})
    lines = [os.path.relpath(path, site) for path in ours]
    Path(site, "clans-dot-venv.pth").write_text("\n".join(lines) + "\n", encoding="utf-8")
EOF
  else
    python3 -m venv "$VENV"
    "$PY" -m pip install -q --upgrade pip
  fi
fi

# --- the front end, rebuilt only when a source is newer than the bundle ---------------------
source scripts/frontend.sh
ensure_frontend clans_widget/static/widget.js

# A fresh lite dir every time: JupyterLite's doit database (.jupyterlite.doit.db, kept in the
# lite dir) would otherwise skip steps, e.g. leave an offline site pointing at the CDN.
rm -rf "$STAGE" "$OUT"
mkdir -p "$STAGE/pypi" "$STAGE/files" "$CACHE/wheels"

# --- wheels for piplite: the package and the widget libraries it needs in the browser -------
echo "== building the clans_widget wheel"
"$PY" -m pip wheel -q --no-deps -w "$STAGE/pypi" .
# The build tools: the wheel's `lite` extra (pyproject.toml), from the wheel (no second build).
if ! "$PY" -c "import jupyterlite_core, jupyterlite_pyodide_kernel, jupyter_server, anywidget" \
    2>/dev/null; then
  echo "== installing the JupyterLite build tools in $VENV (the package's [lite] extra)"
  "$PY" -m pip install -q "$(echo "$STAGE"/pypi/clans_widget-*.whl)[lite]"
fi

# The widget libraries at the versions of this environment, so the Python side matches the
# JupyterLab extensions bundled from the same environment. comm is not in Pyodide's own
# packages and the kernel needs it at start.
mapfile -t PINS < <("$PY" - <<'EOF'
from importlib.metadata import version
for name in ("anywidget", "ipywidgets", "jupyterlab_widgets", "comm", "psygnal"):
    print(f"{name}=={version(name)}")
EOF
)
echo "== fetching the widget wheels: ${PINS[*]}"
"$PY" -m pip download -q --no-deps --only-binary=:all: --implementation py --abi none \
  --platform any --python-version 3.14 -d "$CACHE/wheels" "${PINS[@]}"
"$PY" - "$CACHE/wheels" "$STAGE/pypi" "${PINS[@]}" <<'EOF'
import re, shutil, sys
from pathlib import Path
cache, dest, pins = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3:]
norm = lambda s: re.sub(r"[-_.]+", "_", s).lower()
for pin in pins:
    name, version = pin.split("==")
    found = [w for w in cache.glob("*.whl") if norm(w.name.split("-")[0]) == norm(name)
             and w.name.split("-")[1] == version]
    if not found:
        sys.exit(f"no wheel for {pin} in {cache}")
    shutil.copy2(found[0], dest / found[0].name)
EOF

# --- the notebooks, as the site shows them ---------------------------------------------------
echo "== copying the tutorials (the first code cell installs the package in the browser)"
"$PY" - notebooks "$STAGE/files" <<'EOF'
import json, shutil, sys
from pathlib import Path

INSTALL = (
    "import sys\n"
    "\n"
    "if sys.platform == \"emscripten\":  # in JupyterLite: install the package into this page\n"
    "    import piplite\n"
    "\n"
    "    await piplite.install([\"clans_widget\"])\n"
    "\n"
)
source, dest = Path(sys.argv[1]), Path(sys.argv[2])
for path in sorted(source.glob("*.ipynb")):
    notebook = json.loads(path.read_text(encoding="utf-8"))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    for cell in code:  # no saved outputs: their widget models do not exist in the page
        cell["outputs"] = []
        cell["execution_count"] = None
    if code:
        first = code[0]
        text = first["source"] if isinstance(first["source"], str) else "".join(first["source"])
        first["source"] = INSTALL + text
    (dest / path.name).write_text(json.dumps(notebook, indent=1) + "\n", encoding="utf-8")
shutil.copytree(source / "games", dest / "games")
EOF

# Only the lab extensions the site needs, from this environment: the widget managers and the
# Pyodide kernel (not whatever else is installed here, such as Voila's or Notebook's).
# (With .venv's packages read, the widget managers' extensions are in .venv's own share/.)
"$PY" - "$STAGE/jupyter_lite_config.json" <<'EOF'
import json, sys
from pathlib import Path
shares = [Path(prefix, "share", "jupyter", "labextensions").resolve()
          for prefix in (sys.prefix, ".venv")]
wanted = ["anywidget", "@jupyter-widgets/jupyterlab-manager",
          "@jupyterlite/pyodide-kernel-extension"]
found = {name: [share / name for share in shares if (share / name / "package.json").is_file()]
         for name in wanted}
missing = [name for name, paths in found.items() if not paths]
if missing:
    sys.exit(f"lab extensions missing from {' and '.join(map(str, shares))}: {missing}")
config = {"LiteBuildConfig": {
    "ignore_sys_prefix": ["federated_extensions"],
    "federated_extensions": [str(paths[0]) for paths in found.values()],
}}
Path(sys.argv[1]).write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
EOF

# The site's settings: no news toast for students.
cat > "$STAGE/overrides.json" <<'EOF'
{
  "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": false}
}
EOF

# --- offline: Pyodide from npm, and the wheels the kernel loads at start --------------------
if [ "$OFFLINE" = 1 ]; then
  PYODIDE_VERSION=$("$PY" -c \
    "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION; print(PYODIDE_VERSION)")
  TARBALL="$CACHE/pyodide-$PYODIDE_VERSION.tgz"
  if [ ! -f "$TARBALL" ]; then
    echo "== fetching Pyodide $PYODIDE_VERSION (npm pack pyodide@$PYODIDE_VERSION)"
    (cd "$CACHE" && npm pack --silent "pyodide@$PYODIDE_VERSION" >/dev/null)
  fi
  mkdir -p "$STAGE/static/pyodide"
  tar xzf "$TARBALL" -C "$STAGE/static/pyodide" --strip-components=1 package
  # The npm package has the runtime and the lock file but no package wheels. The kernel loads
  # micropip, then installs its own wheels, comm, jedi and ipython, and the package brings
  # traitlets and typing_extensions: fetch every pure-Python wheel of the lock file that these
  # need (the closure over the lock file's dependencies) from PyPI, beside the runtime, with
  # the lock file's sha256 rewritten to each downloaded file's own.
  mapfile -t LOCKED < <("$PY" - "$STAGE/static/pyodide/pyodide-lock.json" "$STAGE/pypi" <<'EOF'
import json, re, sys, zipfile
from pathlib import Path
lock = json.loads(Path(sys.argv[1]).read_text())["packages"]
norm = lambda s: re.sub(r"[-_.]+", "-", s).lower()
names = {norm(k): k for k in lock}
# what the kernel loads or installs at start (see its worker: initPackageManager, initKernel)
need = ["micropip", "packaging", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
wheels = list(Path(sys.argv[2]).glob("*.whl"))
ext = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
wheels += list((ext / "static/pypi").glob("*.whl"))
for wheel in wheels:  # the requirements of every wheel piplite may install
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        for line in z.read(meta).decode().splitlines():
            if line.startswith("Requires-Dist:") and "extra ==" not in line:
                need.append(re.match(r"[A-Za-z0-9_.\-]+", line.split(":", 1)[1].strip())[0])
seen, todo = set(), [norm(n) for n in need]
while todo:
    name = todo.pop()
    if name in seen or name not in names:
        continue
    seen.add(name)
    todo += [norm(d) for d in lock[names[name]]["depends"]]
for name in sorted(seen):
    entry = lock[names[name]]
    if not entry["file_name"].endswith("-none-any.whl"):
        sys.exit(f"{entry['file_name']} is not a pure-Python wheel: it cannot come from PyPI")
    print(f"{entry['name']}=={entry['version']}")
EOF
  )
  echo "== fetching the ${#LOCKED[@]} wheels Pyodide loads at start: ${LOCKED[*]}"
  "$PY" -m pip download -q --no-deps --only-binary=:all: --implementation py --abi none \
    --platform any --python-version 3.14 -d "$CACHE/wheels" "${LOCKED[@]}"
  "$PY" - "$STAGE/static/pyodide" "$CACHE/wheels" "${LOCKED[@]}" <<'EOF'
import hashlib, json, re, shutil, sys
from pathlib import Path
pyodide, cache, pins = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3:]
path = pyodide / "pyodide-lock.json"
lock = json.loads(path.read_text())
norm = lambda s: re.sub(r"[-_.]+", "_", s).lower()
by_name = {norm(k): v for k, v in lock["packages"].items()}
for pin in pins:
    name, version = pin.split("==")
    found = [w for w in cache.glob("*.whl") if norm(w.name.split("-")[0]) == norm(name)
             and w.name.split("-")[1] == version]
    if not found:
        sys.exit(f"no wheel for {pin} in {cache}")
    entry = by_name[norm(name)]
    shutil.copy2(found[0], pyodide / found[0].name)
    entry["file_name"] = found[0].name
    entry["sha256"] = hashlib.sha256(found[0].read_bytes()).hexdigest()
path.write_text(json.dumps(lock))
EOF
  # piplite finds everything in the site: never ask PyPI (fail with a clear message instead)
  cat > "$STAGE/jupyter-lite.json" <<'EOF'
{
  "jupyter-lite-schema-version": 0,
  "jupyter-config-data": {
    "litePluginSettings": {
      "@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": true}
    }
  }
}
EOF
fi

# --- the site ---------------------------------------------------------------------------------
echo "== jupyter lite build"
ROOT_DIR=$PWD
(
  cd "$STAGE"
  PATH="$ROOT_DIR/$VENV/bin:$PATH" "$ROOT_DIR/$PY" -m jupyterlite_core build --contents files \
    --output-dir "$OUT" --no-sourcemaps --log-level=WARN | { grep -v "^\.  " || true; }
)
touch "$OUT/.nojekyll"  # GitHub Pages: serve the files as they are
echo "== built $OUT ($([ "$OFFLINE" = 1 ] && echo "offline: Pyodide included" || echo "Pyodide from its CDN"))"
echo "   try it: python3 -m http.server -d $OUT -b 127.0.0.1 8000, then open"
echo "   http://127.0.0.1:8000/lab/index.html?path=01_the_table.ipynb"
