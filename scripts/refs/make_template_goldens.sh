#!/usr/bin/env bash
# Regenerates models/src/test/resources/goldens/chat-templates-llama-cpp.json: every template in llama.cpp's
# models/templates rendered by Python's jinja2 in Hugging Face's configuration (see make_template_goldens.py).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$("$ROOT/scripts/refs/jinja-venv.sh")"
SRC="$("$ROOT/scripts/fetch-llama-cpp-src.sh")"
"$VENV/bin/python" "$ROOT/scripts/refs/make_template_goldens.py" "$SRC/models/templates" \
  "$ROOT/models/src/test/resources/chat-template-cases.json" "$ROOT/models/src/test/resources/goldens/chat-templates-llama-cpp.json"
