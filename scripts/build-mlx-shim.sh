#!/usr/bin/env bash
# Builds backend-mlx's native shim (backend-mlx/src/main/native) with CMake against the mlx-cpu wheel in the MLX venv,
# and places it where the Maven build packages it: backend-mlx/target/classes/native/linux-x86_64/.
# Called by the backend-mlx Maven build; MLXCEL_MLX_SHIM=skip leaves it out (the backend then reports itself absent).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Without MLXCEL_MLX_SHIM=required a failure only warns: the JAR is built without the shim and the backend's probe
# says so; scripts/test.sh and CI require it.
MODE="${MLXCEL_MLX_SHIM:-auto}"
if [ "$MODE" = skip ]; then echo "mlx shim: skipped (MLXCEL_MLX_SHIM=skip)"; exit 0; fi
if [ "$MODE" != required ] && [ -z "${MLXCEL_SHIM_INNER:-}" ]; then
  MLXCEL_SHIM_INNER=1 bash "${BASH_SOURCE[0]}" && exit 0
  echo "WARNING: mlx shim not built; backend-mlx will report itself unavailable (set MLXCEL_MLX_SHIM=required to fail here)" >&2
  exit 0
fi
for tool in cmake c++ python3; do
  command -v "$tool" >/dev/null || { echo "mlx shim: $tool not found; install it (apt-get install cmake g++ python3-venv)" >&2; exit 1; }
done
VENV="$("$ROOT/scripts/mlx-venv.sh")"
MLX_PKG="$("$VENV/bin/python" -m mlx --cmake-dir)"
SRC="$ROOT/backend-mlx/src/main/native"
BUILD="$ROOT/backend-mlx/target/native-build"
DEST="$ROOT/backend-mlx/target/classes/native/linux-x86_64"
mkdir -p "$BUILD" "$DEST"
if [ ! -f "$BUILD/libmlxcel_mlx.so" ] || [ -n "$(find "$SRC" -newer "$BUILD/libmlxcel_mlx.so" -type f)" ]; then
  echo "mlx shim: building against $(basename "$MLX_PKG") $("$VENV/bin/python" -c 'import mlx.core as m; print(m.__version__)') in $VENV"
  cmake -S "$SRC" -B "$BUILD" -DMLX_DIR="$MLX_PKG/share/cmake/MLX" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$BUILD" -j "$(nproc)"
fi
cp "$BUILD/libmlxcel_mlx.so" "$DEST/"
# the MLX version the shim was compiled against, so that probes can check a library without loading it
"$VENV/bin/python" -c 'import mlx.core as m; print(m.__version__)' > "$DEST/mlx-version.txt"
echo "mlx shim: $DEST/libmlxcel_mlx.so"
