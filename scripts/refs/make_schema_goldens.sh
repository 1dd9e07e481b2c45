#!/usr/bin/env bash
# Regenerates models/src/test/resources/goldens/schema-corpus-validity.json with Python's jsonschema.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/client-venv.sh")"
"$VENV/bin/python" "$ROOT/scripts/refs/make_schema_goldens.py" "$ROOT/models/src/test/resources/schema-corpus.json" \
  "$ROOT/models/src/test/resources/goldens/schema-corpus-validity.json"
