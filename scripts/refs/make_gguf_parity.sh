#!/usr/bin/env bash
# Regenerates models/src/test/resources/parity-gguf/* with llama-cpp-python (the tools venv).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/tools-venv.sh")"
"$ROOT/scripts/install-default-model.sh"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
"$VENV/bin/python" "$ROOT/scripts/refs/make_gguf_parity.py" "$MODEL" "$ROOT/models/src/test/resources/parity-gguf"
