#!/usr/bin/env bash
# Creates the MLX venv (pinned): the mlx-cpu wheel's libmlx.so and headers that the backend-mlx shim is built and run
# against. With --with-mlx-lm it also holds mlx-lm (references and the peer benchmark). Prints its path.
set -euo pipefail
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/mlx-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import mlx.core' 2>/dev/null; then
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" -q install "mlx[cpu]==0.32.4" >&2
fi
if [ "${1:-}" = --with-mlx-lm ] && ! "$VENV/bin/python" -c 'import mlx_lm, matplotlib' 2>/dev/null; then
  "$VENV/bin/pip" -q install "mlx[cpu]==0.32.4" "mlx-lm==0.32.2" "matplotlib==3.10.7" >&2
fi
echo "$VENV"
