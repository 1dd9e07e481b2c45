#!/usr/bin/env bash
# Creates the Python tool venv (references and peer benchmarks only; the engine never needs Python). Prints its path.
set -euo pipefail
VENV="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}/venv"
# ggml's x86 kernels are chosen at build time: take the instruction sets this CPU has (a venv built on another
# CPU, e.g. with AVX-VNNI on an Intel host, dies with SIGILL on an AMD one), and rebuild when they change.
has() { grep -qw "$1" /proc/cpuinfo 2>/dev/null && echo ON || echo OFF; }
ISA="-DGGML_AVX=$(has avx) -DGGML_AVX2=$(has avx2) -DGGML_FMA=$(has fma) -DGGML_F16C=$(has f16c) -DGGML_AVX512=$(has avx512f) -DGGML_AVX512_VBMI=$(has avx512vbmi) -DGGML_AVX512_VNNI=$(has avx512_vnni) -DGGML_AVX512_BF16=$(has avx512_bf16) -DGGML_AVX_VNNI=$(has avx_vnni)"
MARK="$VENV/.llama-isa"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import llama_cpp, tokenizers, jinja2, matplotlib' 2>/dev/null || [ "$(cat "$MARK" 2>/dev/null)" != "$ISA" ]; then
  python3 -m venv "$VENV"
  # llama-cpp-python builds from source (a few minutes on 2 cores). AMX is left out: on this VM ggml's AMX
  # matmul segfaults (the tiles are not usable), so the reference uses AVX-512 (VNNI, BF16) like our kernels.
  CMAKE_ARGS="-DGGML_NATIVE=OFF $ISA -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF" \
    "$VENV/bin/pip" -q install --no-cache-dir --force-reinstall --no-deps "llama-cpp-python==0.3.36" >&2
  "$VENV/bin/pip" -q install "llama-cpp-python==0.3.36" "numpy==2.3.5" "tokenizers==0.23.3" "gguf==0.19.0" "jinja2==3.1.6" "matplotlib==3.10.7" >&2
  echo "$ISA" > "$MARK"
fi
echo "$VENV"
