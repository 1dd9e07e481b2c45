#!/usr/bin/env bash
# Runs the JMH benchmarks (bench/). Arguments go to JMH, e.g.:
#   scripts/jmh.sh QuantMatmulBench -p format=Q4_1 -p tokens=1
#   scripts/jmh.sh DecodeStepBench -rf csv -rff bench-results/jmh.csv
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
(cd "$ROOT" && mvn -q -B -ntp package -DskipTests -pl bench -am)
exec java $MLXCEL_JVM_FLAGS -cp "$ROOT/bench/target/bench-0.1.0-SNAPSHOT.jar:$ROOT/bench/target/lib/*" org.openjdk.jmh.Main "$@"
