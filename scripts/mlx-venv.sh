#!/usr/bin/env bash
# Creates an MLX venv (pinned) and prints its path.
#   scripts/mlx-venv.sh                 mlx-venv: the mlx-cpu wheel (libmlx.so and headers the shim is built against)
#   scripts/mlx-venv.sh --with-mlx-lm   the same venv plus mlx-lm and matplotlib (references, peer benchmark)
#   scripts/mlx-venv.sh --cuda          mlx-cuda-venv: the mlx-cuda-13 wheel, for NVIDIA GPUs (backend mlx-cuda); the
#                                       backends look in it before mlx-venv
set -euo pipefail
TOOLS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}"
if [ "${1:-}" = --cuda ]; then
  VENV="$TOOLS/mlx-cuda-venv"
  if [ ! -x "$VENV/bin/python" ] || [ ! -f "$VENV/.mlx-cuda-13" ]; then
    python3 -m venv "$VENV" >&2
    "$VENV/bin/pip" -q install "mlx==0.32.4" "mlx-cuda-13==0.32.4" >&2
    touch "$VENV/.mlx-cuda-13"
  fi
  echo "$VENV"; exit 0
fi
VENV="$TOOLS/mlx-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import mlx.core' 2>/dev/null; then
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" -q install "mlx[cpu]==0.32.4" >&2
fi
if [ "${1:-}" = --with-mlx-lm ] && ! "$VENV/bin/python" -c 'import mlx_lm, matplotlib, gguf' 2>/dev/null; then
  "$VENV/bin/pip" -q install "mlx[cpu]==0.32.4" "mlx-lm==0.32.2" "matplotlib==3.10.7" "gguf==0.19.0" >&2
fi
echo "$VENV"
