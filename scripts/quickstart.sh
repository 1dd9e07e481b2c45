#!/usr/bin/env bash
# The main job on a fresh machine: build, install the default model, generate text.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install-default-model.sh"
exec "$ROOT/mlxcel" run -p "${1:-Write a haiku about the Java virtual machine.}" -n 128 --temp 0
