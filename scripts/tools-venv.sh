#!/usr/bin/env bash
# Creates the Python tool venv (references and peer benchmarks only; the engine never needs Python). Prints its path.
set -euo pipefail
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import llama_cpp, tokenizers, jinja2, matplotlib' 2>/dev/null || [ ! -f "$VENV/.llama-no-amx" ]; then
  python3 -m venv "$VENV"
  # llama-cpp-python builds from source (a few minutes on 2 cores). AMX is left out: on this VM ggml's AMX
  # matmul segfaults (the tiles are not usable), so the reference uses AVX-512 (VNNI, BF16) like our kernels.
  CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=ON -DGGML_AVX512_VBMI=ON -DGGML_AVX512_VNNI=ON -DGGML_AVX512_BF16=ON -DGGML_AVX_VNNI=ON -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF" \
    "$VENV/bin/pip" -q install --no-cache-dir --force-reinstall --no-deps "llama-cpp-python==0.3.36" >&2
  "$VENV/bin/pip" -q install "llama-cpp-python==0.3.36" "numpy==2.3.5" "tokenizers==0.23.3" "gguf==0.19.0" "jinja2==3.1.6" "matplotlib==3.10.7" >&2
  touch "$VENV/.llama-no-amx"
fi
echo "$VENV"
