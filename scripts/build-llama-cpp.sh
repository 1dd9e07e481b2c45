#!/usr/bin/env bash
# Builds native llama.cpp (the speed peer: -DGGML_NATIVE=ON, this machine's ISA) from the sources vendored in the
# llama-cpp-python 0.3.36 sdist: llama-server, llama-bench and llama-completion. Prints the bin folder. Once per machine;
# a later call only prints. Usage: scripts/build-llama-cpp.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="$("$ROOT/scripts/fetch-llama-cpp-src.sh")"
OUT="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/llama-cpp-native-0.3.36"
if [ ! -x "$OUT/bin/llama-server" ] || [ ! -x "$OUT/bin/llama-completion" ] || [ ! -x "$OUT/bin/llama-bench" ]; then
  echo "llama.cpp: building llama-server, llama-bench and llama-completion natively (several minutes, once)" >&2
  cmake -S "$SRC" -B "$OUT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON -DLLAMA_CURL=OFF \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON -DBUILD_SHARED_LIBS=OFF >&2
  cmake --build "$OUT/build" --target llama-server llama-bench llama-completion -j "${MLXCEL_BUILD_JOBS:-$(nproc)}" >&2
  mkdir -p "$OUT/bin"
  for b in llama-server llama-bench llama-completion; do cp "$OUT/build/bin/$b" "$OUT/bin/"; done
fi
echo "$OUT/bin"
