#!/usr/bin/env bash
# Decode tok/s with a JSON-schema constraint against unconstrained, same server, same prompt (the default model);
# writes bench-results/grammar.csv and grammar.png. Usage: scripts/bench-grammar.sh [REPS]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PORT:-18556}"
"$ROOT/mlxcel-server" --port "$PORT" -c 1024 >/tmp/mlxcel-grammar-bench.log 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$PORT/health" >/dev/null 2>&1 && break; sleep 0.5; done
VENV="$("$ROOT/scripts/client-venv.sh")"
"$VENV/bin/python" "$ROOT/scripts/bench/grammar_bench.py" "http://127.0.0.1:$PORT" "$ROOT/bench-results" "${1:-5}"
