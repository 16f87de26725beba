# Sourced by the build scripts: rebuild the front end only when a source is newer than the
# bundle the script needs (its path is the first argument).
ensure_frontend() {
  local bundle=$1
  if [ ! -f "$bundle" ] || [ -n "$(find js package.json -newer "$bundle" -print -quit)" ]; then
    echo "== building the front end"
    [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error
    npm run --silent build
  fi
}
