#!/usr/bin/env bash
# Runs llama.cpp's own server tests (tools/server/tests/unit from the llama-cpp-python 0.3.36 sdist, unmodified), each
# test starting its server through scripts/compat/: mlxcel-server, or with --both native llama-server as well (built
# by scripts/build-llama-cpp.sh) with the same local model and flags, then a per-file table of what passed on each
# (bench-results/conformance.csv) and the tests that pass on llama-server only. Usage:
#   scripts/llama-server-tests.sh [pytest args, default: the agent-facing files]
#   scripts/llama-server-tests.sh --both [test files, default: every file; tests marked slow are left out]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="$("$ROOT/scripts/fetch-llama-cpp-src.sh")"
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/llama-server-tests-venv"
if [ ! -x "$VENV/bin/pytest" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" -q install -r "$SRC/tools/server/tests/requirements.txt" >&2
fi
[ -f "$ROOT/cli/target/.built" ] || "$ROOT/mlxcel" --help >/dev/null
cd "$SRC/tools/server/tests"
if [ "${1:-}" = "--both" ]; then
  shift
  "$ROOT/scripts/build-llama-cpp.sh" >/dev/null
  [ $# -gt 0 ] || set -- unit/test_*.py
  OUT="$ROOT/bench-results/conformance"
  rm -rf "$OUT" && mkdir -p "$OUT/llama" "$OUT/mlxcel"
  for file in "$@"; do
    name="$(basename "$file" .py)"
    for server in llama mlxcel; do
      bin="$ROOT/scripts/compat/llama-server"
      [ "$server" = llama ] && bin="$ROOT/scripts/compat/llama-server-native"
      echo "== $name on $server" >&2
      LLAMA_SERVER_BIN_PATH="$bin" "$VENV/bin/pytest" -q -p no:cacheprovider -m "not slow" \
        --junitxml="$OUT/$server/$name.xml" "$file" 2>&1 | tail -1 >&2 || true
    done
  done
  exec "$VENV/bin/python" "$ROOT/scripts/conformance/summary.py" "$OUT" "$ROOT/bench-results/conformance.csv"
fi
export LLAMA_SERVER_BIN_PATH="$ROOT/scripts/compat/llama-server"
if [ $# -eq 0 ]; then
  set -- unit/test_template.py unit/test_compat_oai_responses.py unit/test_compat_anthropic.py unit/test_tool_call.py
fi
exec "$VENV/bin/pytest" -q -p no:cacheprovider "$@"
