#!/usr/bin/env bash
# Starts mlxcel-server with --parallel 4 on the default model and prints aggregate tok/s for 1 and 4 streams.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PORT:-18555}"
"$ROOT/mlxcel-server" --port "$PORT" --parallel 4 -c 4096 >/tmp/mlxcel-bench-server.log 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$PORT/health" >/dev/null 2>&1 && break; sleep 0.5; done
python3 "$ROOT/scripts/bench-server.py" "http://127.0.0.1:$PORT" "${1:-96}"
