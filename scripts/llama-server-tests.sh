#!/usr/bin/env bash
# Runs llama.cpp's own server tests (tools/server/tests/unit from the llama-cpp-python 0.3.36 sdist) against
# mlxcel-server, each test starting its server through scripts/compat/llama-server. Usage:
#   scripts/llama-server-tests.sh [pytest args, default: the agent-facing files]
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
export LLAMA_SERVER_BIN_PATH="$ROOT/scripts/compat/llama-server"
if [ $# -eq 0 ]; then
  set -- unit/test_template.py unit/test_compat_oai_responses.py unit/test_compat_anthropic.py unit/test_tool_call.py
fi
exec "$VENV/bin/pytest" -q -p no:cacheprovider "$@"
