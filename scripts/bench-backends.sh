#!/usr/bin/env bash
# Backend speed in one run: mlxcel on java, on MLX (CPU) and on XLA/IREE, and mlx-lm (CPU), same GGUF and prompt length.
# Usage: scripts/bench-backends.sh [MODEL.gguf] [extra backend_bench.py args, e.g. --reps 3 --gen-tokens 128]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"
"$ROOT/scripts/install-default-model.sh"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
# the model path is optional: a first argument that starts with '-' is already an option
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then MODEL="$1"; shift; fi
cd "$ROOT"
exec "$VENV/bin/python" "$ROOT/scripts/bench/backend_bench.py" --model "$MODEL" --mlxcel "$ROOT/mlxcel" --out "$ROOT/bench-results" "$@"
