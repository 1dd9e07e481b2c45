#!/usr/bin/env bash
# /infill and /rerank fixtures and references (see make_serving_refs.py).
#   scripts/refs/make_serving_refs.sh                 regenerate the references (committed) with native llama-server
#   scripts/refs/make_serving_refs.sh --weights-only  rebuild only the GGUF files (the test command runs this)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"   # gguf-py
"$ROOT/scripts/install-default-model.sh"
SRC="$("$ROOT/scripts/fetch-llama-cpp-src.sh")"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
WEIGHTS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/serving-gguf"
if [ "${1:-}" = --weights-only ]; then
  exec "$VENV/bin/python" "$ROOT/scripts/refs/make_serving_refs.py" "$SRC/models/ggml-vocab-starcoder.gguf" "$MODEL" "$WEIGHTS" --weights-only
fi
BIN="$("$ROOT/scripts/build-llama-cpp.sh")"
cd "$ROOT" && "$VENV/bin/python" scripts/refs/make_serving_refs.py "$SRC/models/ggml-vocab-starcoder.gguf" "$MODEL" "$WEIGHTS" "$BIN"
