#!/usr/bin/env bash
# Serving benchmark against native llama-server: same model (the default SmolLM2 GGUF), 2 threads, 4 slots of 2,048
# tokens, one server at a time so that none shares the cores (mlxcel twice: exact prefix reuse, and --reuse-replies). Writes
# bench-results/serving.csv and serving.png.
# Usage: scripts/bench-serving.sh [MODEL.gguf]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MODEL="${1:-${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf}"
BIN="$("$ROOT/scripts/build-llama-cpp.sh")"
VENV="$("$ROOT/scripts/client-venv.sh")"
OUT="$ROOT/bench-results"; mkdir -p "$OUT"; rm -f "$OUT/serving.csv"
PORT="${PORT:-18557}"
wait_health() { for _ in $(seq 1 480); do curl -sf "http://127.0.0.1:$PORT/health" >/dev/null 2>&1 && return 0; sleep 0.5; done; return 1; }

"$BIN/llama-server" -m "$MODEL" --port "$PORT" -t 2 -tb 2 -np 4 -c 8192 --jinja >/tmp/bench-llama-server.log 2>&1 &
PID=$!; trap 'kill $PID 2>/dev/null || true' EXIT
wait_health
"$VENV/bin/python" "$ROOT/scripts/bench/serving_bench.py" --url "http://127.0.0.1:$PORT" --engine llama-server --csv "$OUT/serving.csv"
kill $PID; wait $PID 2>/dev/null || true

MLXCEL_THREADS=2 "$ROOT/mlxcel-server" -m "$MODEL" --port "$PORT" --parallel 4 -c 8192 >/tmp/bench-mlxcel-server.log 2>&1 &
PID=$!
wait_health
"$VENV/bin/python" "$ROOT/scripts/bench/serving_bench.py" --url "http://127.0.0.1:$PORT" --engine mlxcel --csv "$OUT/serving.csv"
kill $PID; wait $PID 2>/dev/null || true

# the same with --reuse-replies: a reply's decode-written entries reused at once, as llama-server does
MLXCEL_THREADS=2 "$ROOT/mlxcel-server" -m "$MODEL" --port "$PORT" --parallel 4 -c 8192 --reuse-replies >/tmp/bench-mlxcel-server.log 2>&1 &
PID=$!
wait_health
"$VENV/bin/python" "$ROOT/scripts/bench/serving_bench.py" --url "http://127.0.0.1:$PORT" --engine "mlxcel --reuse-replies" --csv "$OUT/serving.csv"
kill $PID; wait $PID 2>/dev/null || true

"$VENV/bin/python" "$ROOT/scripts/bench/serving_bench.py" --csv "$OUT/serving.csv" --chart "$OUT/serving.png"
cat "$OUT/serving.csv"
