#!/usr/bin/env bash
# A fresh command's wall time and first byte: mlxcel generate (through the resident server, and --no-daemon) against
# native llama-completion on the same GGUF (scripts/bench/cli_bench.py). Usage: scripts/bench-cli.sh [MODEL.gguf] [args]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$("$ROOT/scripts/tools-venv.sh")"
"$ROOT/scripts/install-default-model.sh"
LLAMA_BIN="$("$ROOT/scripts/build-llama-cpp.sh" | tail -1)"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then MODEL="$1"; shift; fi
cd "$ROOT"
exec "$VENV/bin/python" "$ROOT/scripts/bench/cli_bench.py" --model "$MODEL" --mlxcel "$ROOT/mlxcel" --llama-bin "$LLAMA_BIN" \
  --out "$ROOT/bench-results" "$@"
