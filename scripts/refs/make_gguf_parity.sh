#!/usr/bin/env bash
# GGUF parity cells (models/src/test/resources/parity-gguf): llama.cpp references in the tools venv, files rebuilt
# from seeds into the cache the tests read.
#   scripts/refs/make_gguf_parity.sh [CELL ...]     regenerate references (committed) and files (cache)
#   scripts/refs/make_gguf_parity.sh --weights-only rebuild only the files (the test command runs this; no llama.cpp)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [ "${1:-}" = --weights-only ]; then VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"; else VENV="$("$ROOT/scripts/tools-venv.sh")"; fi
"$ROOT/scripts/install-default-model.sh"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
WEIGHTS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/parity-gguf"
"$VENV/bin/python" "$ROOT/scripts/refs/make_gguf_parity.py" "$MODEL" "$ROOT/models/src/test/resources/parity-gguf" "$WEIGHTS" "$@"
