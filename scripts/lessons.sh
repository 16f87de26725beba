# Sourced by scripts/lab.sh: the lessons run from an ignored copy, so running them (and
# JupyterLab's autosave) never changes a tracked file and `git pull` never conflicts.

# Copy every lesson (notebooks/*.ipynb) and recorded game (notebooks/games/*.json and
# notebooks/games/schotten/*.json) into the
# folder $2 when it is missing there; a copy already there is the student's and is never
# overwritten. The original of each copy is kept in $2/.originals, so a lesson that changed
# since (after a `git pull`) is named, with how to take the new one.
copy_lessons() {
  local from=$1 to=$2 src rel
  mkdir -p "$to/games/schotten" "$to/.originals/games/schotten"
  for src in "$from"/*.ipynb "$from"/games/*.json "$from"/games/schotten/*.json; do
    [ -e "$src" ] || continue # a pattern that matched no file
    rel=${src#"$from"/}
    if [ ! -e "$to/$rel" ]; then
      cp "$src" "$to/$rel"
      cp "$src" "$to/.originals/$rel"
    elif ! cmp -s "$src" "$to/.originals/$rel"; then
      echo "== $src changed since $to/$rel was copied: yours is kept (delete it to get the new one)"
    fi
  done
}

# Turn on saving the widgets' state with the notebook for the JupyterLab of the virtual
# environment $1 (a settings override), so a saved notebook shows its boards.
save_widget_state() {
  "$1/bin/python" - <<'PY'
import json
import sys
from pathlib import Path

path = Path(sys.prefix, "share", "jupyter", "lab", "settings", "overrides.json")
overrides = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
plugin = overrides.setdefault("@jupyter-widgets/jupyterlab-manager:plugin", {})
if plugin.get("saveState") is not True:
    plugin["saveState"] = True
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(overrides, indent=2) + "\n", encoding="utf-8")
PY
}
