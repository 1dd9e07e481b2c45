#!/usr/bin/env bash
# Builds backend-xla-iree's native library: our shim (backend-xla-iree/src/main/native) linked with the IREE 3.11.0
# runtime, compiled from the runtime sources bundled in the crates.io package eerie-sys 0.3.3 (the IREE runtime wheel
# exports no C symbols), with the local-task, local-sync and cuda drivers. Places it where the Maven build packages it: backend-xla-iree/target/classes/native/.
# The IREE object files are cached under ~/.cache/mlxcel-tools, so only the first build takes minutes.
# MLXCEL_IREE_RUNTIME=skip leaves it out (the backend then reports itself unavailable); =required fails on error.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MODE="${MLXCEL_IREE_RUNTIME:-auto}"
if [ "$MODE" = skip ]; then echo "iree runtime: skipped (MLXCEL_IREE_RUNTIME=skip)"; exit 0; fi
if [ "$MODE" != required ] && [ -z "${MLXCEL_IREE_INNER:-}" ]; then
  MLXCEL_IREE_INNER=1 bash "${BASH_SOURCE[0]}" && exit 0
  echo "WARNING: IREE runtime not built; backend-xla-iree will report itself unavailable (MLXCEL_IREE_RUNTIME=required fails here)" >&2
  exit 0
fi
for tool in cc c++ curl python3; do
  command -v "$tool" >/dev/null || { echo "iree runtime: $tool not found" >&2; exit 1; }
done
TOOLS="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}"
# eerie-sys 0.3.3 bundles the IREE 3.11 runtime (its version.json reads 3.11.0.dev); 0.4.x and 0.5.0 bundle 3.13.0.dev,
# whose HAL module signatures no longer match what iree-base-compiler 3.11.0 emits (command_buffer.dispatch).
CRATE_VERSION=0.3.3
CRATE_SHA256=fc041f6da28d6d3f21eb4016aadffb7e702d08ad3bdda6c37167c1df811e8d6f
IREE_VERSION=3.11.0
SRC="$TOOLS/iree-src/eerie-sys-$CRATE_VERSION"
if [ ! -f "$SRC/.complete" ]; then
  mkdir -p "$TOOLS/iree-src"
  crate="$TOOLS/iree-src/eerie-sys-$CRATE_VERSION.crate"
  echo "iree runtime: fetching eerie-sys $CRATE_VERSION (IREE $IREE_VERSION runtime sources) from crates.io" >&2
  curl -fsSL --retry 3 -o "$crate.part" "https://static.crates.io/crates/eerie-sys/eerie-sys-$CRATE_VERSION.crate"
  echo "$CRATE_SHA256  $crate.part" | sha256sum -c --quiet
  mv "$crate.part" "$crate"
  rm -rf "$SRC" && tar xzf "$crate" -C "$TOOLS/iree-src"
  touch "$SRC/.complete"
fi
# One fix to the IREE 3.11 sources before building: an arena allocation too large for a pool block gets its own
# malloc behind an 8-byte list header, so it comes back 8-byte aligned, while the task structures placed there are
# 16-byte aligned types the compiler stores into with aligned SSE moves. A model with a few hundred weight buffers
# (SmolLM2) has a binding table that large, and local-task then faults in iree_hal_task_queue_issue_cmd_allocate.
# Aligning the header to iree_max_align_t keeps every arena pointer aligned.
ARENA_H="$SRC/iree/runtime/src/iree/base/internal/arena.h"
if ! grep -q "mlxcel: aligned oversized header" "$ARENA_H"; then
  grep -q "^  struct iree_arena_oversized_allocation_t\* next;$" "$ARENA_H" \
    || { echo "iree runtime: $ARENA_H is not the expected IREE 3.11 source" >&2; exit 1; }
  sed -i 's|^  struct iree_arena_oversized_allocation_t\* next;$|  iree_alignas(iree_max_align_t) struct iree_arena_oversized_allocation_t* next;  // mlxcel: aligned oversized header|' "$ARENA_H"
fi
VENV="$("$ROOT/scripts/iree-venv.sh")"
export PATH="$VENV/bin:$PATH"
# The CUDA HAL driver loads libcuda.so when a cuda device is created, so building it needs no CUDA toolkit, only
# headers: cuda.h and cuda_runtime.h (IREE's bundled nccl.h includes it) from NVIDIA's PyPI wheel
# nvidia-cuda-runtime-cu12, the crt/ headers that cuda_runtime.h includes and libdevice (IREE's CMake insists the file
# exists; only its compiler's CUDA target embeds it) from nvidia-cuda-nvcc-cu12, and nv/target (cuda_fp16.h includes it)
# from nvidia-cuda-cccl-cu12. All pinned, sha256 checked.
CUDA_VERSION=12.8
CUDA_WHEELS="nvidia-cuda-runtime-cu12==12.8.90 nvidia-cuda-nvcc-cu12==12.8.93 nvidia-cuda-cccl-cu12==12.8.90"
CUDA_SHA256="adade8dcbd0edf427b7204d480d6066d33902cab2a4707dcfc48a2d0fd44ab90 nvidia_cuda_runtime_cu12-12.8.90-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl
2d6dc36fb7cb5ac9c0b8825bc13d193c35487a315664007287d0126531238011 nvidia_cuda_nvcc_cu12-12.8.93-py3-none-manylinux2010_x86_64.manylinux_2_12_x86_64.whl
575bc5cfb0fe4a1956c539215c0f1e6718821b95a68ef6b7abf226aa87e3a5ad nvidia_cuda_cccl_cu12-12.8.90-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl"
CUDA_DEPS="$TOOLS/iree-cuda-deps-$CUDA_VERSION"
if [ ! -f "$CUDA_DEPS/.complete" ]; then
  echo "iree runtime: fetching CUDA headers (PyPI $CUDA_WHEELS)" >&2
  rm -rf "$CUDA_DEPS" && mkdir -p "$CUDA_DEPS/wheel"
  # shellcheck disable=SC2086
  pip download -q --no-deps --only-binary :all: --platform manylinux2014_x86_64 -d "$CUDA_DEPS/wheel" $CUDA_WHEELS >&2
  (cd "$CUDA_DEPS/wheel" && echo "$CUDA_SHA256" | sed 's/ /  /' | sha256sum -c --quiet)
  python3 - "$CUDA_DEPS" <<'PY'
import glob, os, sys, zipfile
deps = sys.argv[1]
# (wheel, prefix in the wheel, destination under deps): include trees as they are, and libdevice
parts = [("nvidia_cuda_runtime_cu12", "nvidia/cuda_runtime/include/", "include"),
         ("nvidia_cuda_nvcc_cu12", "nvidia/cuda_nvcc/include/crt/", "include/crt"),
         ("nvidia_cuda_nvcc_cu12", "nvidia/cuda_nvcc/nvvm/libdevice/", "nvvm/libdevice"),
         ("nvidia_cuda_cccl_cu12", "nvidia/cuda_cccl/include/nv/", "include/nv")]
for wheel, prefix, dest in parts:
    with zipfile.ZipFile(glob.glob(os.path.join(deps, "wheel", wheel + "-*.whl"))[0]) as z:
        for name in z.namelist():
            if name.startswith(prefix) and not name.endswith("/") and not name.endswith(".py"):
                path = os.path.join(deps, dest, name[len(prefix):])
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as out:
                    out.write(z.read(name))
PY
  test -f "$CUDA_DEPS/include/cuda.h" && test -f "$CUDA_DEPS/include/crt/host_config.h" && test -f "$CUDA_DEPS/nvvm/libdevice/libdevice.10.bc"
  rm -rf "$CUDA_DEPS/wheel" && touch "$CUDA_DEPS/.complete"
fi
# CMake keys a build folder to its source folder, so the shim sources are copied to a fixed place: the cached IREE
# objects then survive clones of this repository at other paths.
SHIM_SRC="$TOOLS/iree-shim-src"
BUILD="$TOOLS/iree-build-eerie-$CRATE_VERSION-cuda"
mkdir -p "$SHIM_SRC" "$BUILD"
for f in CMakeLists.txt mlxcel_iree.c; do
  cmp -s "$ROOT/backend-xla-iree/src/main/native/$f" "$SHIM_SRC/$f" || cp "$ROOT/backend-xla-iree/src/main/native/$f" "$SHIM_SRC/$f"
done
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S "$SHIM_SRC" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DIREE_SOURCE_DIR="$SRC/iree" \
    -DIREE_SHIM_VERSION="$IREE_VERSION" -DMLXCEL_IREE_CUDA_DEPS="$CUDA_DEPS" >/dev/null
fi
echo "iree runtime: building (IREE $IREE_VERSION; the first build compiles the runtime, a few minutes)" >&2
ninja -C "$BUILD" mlxcel_iree | tail -1
DEST="$ROOT/backend-xla-iree/target/classes/native/linux-x86_64"
mkdir -p "$DEST"
cp "$BUILD/libmlxcel_iree.so" "$DEST/"
echo "$IREE_VERSION" > "$DEST/iree-version.txt"
echo "iree runtime: $DEST/libmlxcel_iree.so"
