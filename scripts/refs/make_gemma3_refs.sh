#!/usr/bin/env bash
# Regenerates goldens/gemma3-270m-greedy.json and goldens/tokenizer-gemma3-gguf.json with llama-cpp-python.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/tools-venv.sh")"
MODEL="$("$ROOT/scripts/install-gemma3.sh")"
"$VENV/bin/python" "$ROOT/scripts/refs/make_gemma3_refs.py" "$MODEL" "$ROOT/models/src/test/resources/goldens" \
  "$ROOT/models/src/test/resources/tokenizer-corpus.json"
