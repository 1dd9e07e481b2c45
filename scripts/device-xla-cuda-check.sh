#!/usr/bin/env bash
# The xla backend on an NVIDIA GPU, for a machine that has one (run from the repository root after the README's build):
# the driver and GPU as probed, then SmolLM2 greedy on java (CPU) and on xla with MLXCEL_XLA_DEVICE=cuda, compiled for
# the GPU's architecture, and the two texts compared; decode tok/s of both. Writes its log to ${OUT:-/tmp}/xla-cuda.log.
# Exit status: 0 when xla-on-cuda produced the same greedy text as java's llama.cpp numerics, 1 otherwise, 2 when it
# could not run (the refusal is printed).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
LOG="${OUT:-/tmp}/xla-cuda.log"
: > "$LOG"
PROMPTS=("What is the capital of France?" "Write a haiku about the sea." "List three primary colors.")
echo "== backends as probed with MLXCEL_XLA_DEVICE=cuda" | tee -a "$LOG"
MLXCEL_XLA_DEVICE=cuda ./mlxcel backends 2>&1 | tee -a "$LOG"
status=0
for p in "${PROMPTS[@]}"; do
  java_text="$(MLXCEL_BACKEND=java ./mlxcel generate --no-daemon -n 24 --temp 0 -p "$p" 2>>"$LOG")"
  xla_text="$(MLXCEL_BACKEND=xla MLXCEL_XLA_DEVICE=cuda MLXCEL_XLA_VERBOSE=1 ./mlxcel generate --no-daemon -n 24 --temp 0 -p "$p" 2>>"$LOG")"
  rc=$?
  if [ $rc -ne 0 ]; then echo "xla on cuda failed (exit $rc); see $LOG" | tee -a "$LOG"; tail -5 "$LOG"; exit 2; fi
  printf '%s\n  java: %q\n  xla:  %q\n' "$p" "$java_text" "$xla_text" | tee -a "$LOG"
  [ "$java_text" = "$xla_text" ] || status=1
done
grep -E "backend: |decode:" "$LOG" | tail -4
exit $status
