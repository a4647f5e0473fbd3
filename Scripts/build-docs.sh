#!/usr/bin/env bash
# Builds AccessGroupKit's DocC documentation with the toolchain's docc (no package plugin),
# treating every warning as an error. Output: .build/docs (a DocC archive).
#
# Usage: Scripts/build-docs.sh [output-path]
set -euo pipefail

cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
scratch=".build/docs-symbol-build"
symbols="$scratch/symbol-graphs"

docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
  docc="$(xcrun --find docc 2>/dev/null || true)"
fi
if [[ -z "$docc" ]]; then
  echo "build-docs.sh: docc not found; install a Swift toolchain that includes it" >&2
  exit 1
fi

# The graphs are written only when the module compiles, so build from scratch in a dedicated
# scratch path (the normal .build stays warm) and get fresh graphs every time.
rm -rf "$scratch"
mkdir -p "$symbols"
run() {
  echo "+ $*"
  "$@"
}
# A separate scratch path keeps the symbol-graph flags from invalidating the normal build.
run swift build --target AccessGroupKit --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols"
run "$docc" convert Sources/AccessGroupKit/Documentation.docc \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name AccessGroupKit \
  --fallback-bundle-identifier org.accessgroupkit.AccessGroupKit \
  --warnings-as-errors \
  --output-path "$output"
echo "Documentation written to $output"
