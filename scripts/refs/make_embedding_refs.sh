#!/usr/bin/env bash
# Regenerates the embedding goldens from native llama-server (see make_embedding_refs.py).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BIN="$("$ROOT/scripts/build-llama-cpp.sh")"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
cd "$ROOT" && python3 scripts/refs/make_embedding_refs.py "$BIN/llama-server" "$MODEL"
