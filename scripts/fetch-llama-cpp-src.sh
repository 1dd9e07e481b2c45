#!/usr/bin/env bash
# Fetches llama.cpp's sources as vendored in the llama-cpp-python 0.3.36 sdist (PyPI) into the tools cache and prints
# the llama.cpp folder. Tests read its chat templates (models/templates/*.jinja) and parser cases from there.
set -euo pipefail
DIR="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/llama-cpp-python-0.3.36"
SRC="$DIR/llama_cpp_python-0.3.36/vendor/llama.cpp"
if [ ! -f "$SRC/models/templates/Qwen-Qwen3-0.6B.jinja" ]; then
  mkdir -p "$DIR"
  python3 -m pip download -q --no-deps --no-binary :all: "llama-cpp-python==0.3.36" -d "$DIR" >&2
  tar xzf "$DIR/llama_cpp_python-0.3.36.tar.gz" -C "$DIR"
  rm -f "$DIR/llama_cpp_python-0.3.36.tar.gz"
fi
echo "$SRC"
