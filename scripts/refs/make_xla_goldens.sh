#!/usr/bin/env bash
# Rewrites the xla backend's golden StableHLO modules (models/src/test/resources/xla-golden) from the current tracer:
# run after a deliberate change to what the backend emits, then review the diff.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
source scripts/java-env.sh
mvn -B -q -o install -DskipTests -pl backend-spi,backend-xla-iree,models -am >/dev/null
mvn -B -q -o surefire:test -pl models -Dtest='XlaTraceTest#tracedModulesMatchTheirGoldens' -Dmlxcel.xla.regenerate=true
git status --short models/src/test/resources/xla-golden
