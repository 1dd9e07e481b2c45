#!/usr/bin/env bash
# Speed against the peer: mlxcel (java backend) vs llama-cpp-python on the same GGUF, prompt and thread count.
# Usage: scripts/bench-decode.sh [MODEL.gguf] [extra peer_bench.py args, e.g. --reps 5 --gen-tokens 256]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$("$ROOT/scripts/tools-venv.sh")"
"$ROOT/scripts/install-default-model.sh"
MODEL="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
# the model path is optional: a first argument that starts with '-' is already an option
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then MODEL="$1"; shift; fi
cd "$ROOT"
exec "$VENV/bin/python" "$ROOT/scripts/bench/peer_bench.py" --model "$MODEL" --mlxcel "$ROOT/mlxcel" --out "$ROOT/bench-results" "$@"
