#!/usr/bin/env bash
# Builds backend-xla-iree's native library: our shim (backend-xla-iree/src/main/native) linked with the IREE 3.11.0
# runtime, compiled from the runtime sources bundled in the crates.io package eerie-sys 0.3.3 (the IREE runtime wheel
# exports no C symbols). Places it where the Maven build packages it: backend-xla-iree/target/classes/native/.
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
# CMake keys a build folder to its source folder, so the shim sources are copied to a fixed place: the cached IREE
# objects then survive clones of this repository at other paths.
SHIM_SRC="$TOOLS/iree-shim-src"
BUILD="$TOOLS/iree-build-eerie-$CRATE_VERSION"
mkdir -p "$SHIM_SRC" "$BUILD"
for f in CMakeLists.txt mlxcel_iree.c; do
  cmp -s "$ROOT/backend-xla-iree/src/main/native/$f" "$SHIM_SRC/$f" || cp "$ROOT/backend-xla-iree/src/main/native/$f" "$SHIM_SRC/$f"
done
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S "$SHIM_SRC" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DIREE_SOURCE_DIR="$SRC/iree" \
    -DIREE_SHIM_VERSION="$IREE_VERSION" >/dev/null
fi
echo "iree runtime: building (IREE $IREE_VERSION; the first build compiles the runtime, a few minutes)" >&2
ninja -C "$BUILD" mlxcel_iree | tail -1
DEST="$ROOT/backend-xla-iree/target/classes/native/linux-x86_64"
mkdir -p "$DEST"
cp "$BUILD/libmlxcel_iree.so" "$DEST/"
echo "$IREE_VERSION" > "$DEST/iree-version.txt"
echo "iree runtime: $DEST/libmlxcel_iree.so"
