#!/usr/bin/env bash
# Creates the IREE tools venv (pinned) and prints its path: iree-base-compiler 3.11.0, whose libIREECompiler.so
# backend-xla-iree loads through FFM (the engine never runs Python; the wheel is only where the library ships), and
# the cmake/ninja versions that IREE's runtime sources need (cmake >= 3.26).
set -euo pipefail
TOOLS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}"
VENV="$TOOLS/iree-venv"
if [ ! -f "$VENV/.pinned-3.11.0" ]; then
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" -q install "iree-base-compiler==3.11.0" "cmake==3.29.6" "ninja==1.13.0" >&2
  touch "$VENV/.pinned-3.11.0"
fi
echo "$VENV"
