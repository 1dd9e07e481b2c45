#!/usr/bin/env bash
# Regenerates the MLX references for GGUF files (models/src/test/resources/parity-gguf/mlx/*.json and
# goldens/smollm2-greedy-mlx.json) with mlx-lm in the pinned MLX venv. Usage: make_mlx_gguf_refs.sh [CELL ...] (cells
# given: only those, and the SmolLM2 golden left as it is)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"
"$ROOT/scripts/install-default-model.sh"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
"$ROOT/scripts/refs/make_gguf_parity.sh" --weights-only
"$VENV/bin/python" "$ROOT/scripts/refs/make_mlx_gguf_refs.py" "$ROOT/models/src/test/resources" "$MODEL" \
  "${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/parity-gguf" "$@"
