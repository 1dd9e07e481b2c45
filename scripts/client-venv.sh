#!/usr/bin/env bash
# A small venv with the official openai and anthropic Python clients, jsonschema and matplotlib (pinned), for the server
# compatibility tests and the server benchmarks' charts. Prints its path.
set -euo pipefail
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/client-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import openai, anthropic, jsonschema, matplotlib' 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" -q install "openai==3.51.0" "anthropic==2.10.0" "jsonschema==4.25.1" "matplotlib==3.10.7" >&2
fi
echo "$VENV"
