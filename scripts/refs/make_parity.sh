#!/usr/bin/env bash
# Regenerates models/src/test/resources/parity/* with mlx-lm (pinned, in its own venv).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/mlx-venv.sh" --with-mlx-lm)"
NPM="$("$ROOT/scripts/fetch-tokenizers.sh")"
"$VENV/bin/python" "$ROOT/scripts/refs/make_parity.py" "$NPM" "$ROOT/models/src/test/resources/parity" "$@"
