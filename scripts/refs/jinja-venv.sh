#!/usr/bin/env bash
# A small venv with Python's jinja2 (pinned), the reference renderer for chat-template goldens. Prints its path.
set -euo pipefail
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/jinja-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import jinja2' 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" -q install "jinja2==3.1.6" >&2
fi
echo "$VENV"
