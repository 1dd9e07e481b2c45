#!/usr/bin/env bash
# A small venv with the official openai Python client (pinned), for the server compatibility test. Prints its path.
set -euo pipefail
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/client-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import openai' 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" -q install "openai==3.51.0" >&2
fi
echo "$VENV"
