#!/usr/bin/env bash
# Builds the DocC documentation of the package's three library modules (AccessGroupKit,
# SimulatedSecurity, SimulatedKeychainTesting) with the toolchain's docc (no package plugin),
# treating every warning as an error. Output: one archive per module in .build/docs
# (.build/docs/AccessGroupKit.doccarchive and so on).
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
# Building the two facade modules builds AccessGroupKit too, so one build writes every graph.
run swift build --target SimulatedKeychainTesting --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols"
mkdir -p "$output"
for module in AccessGroupKit SimulatedSecurity SimulatedKeychainTesting; do
  # Each catalog gets its own module's graphs (and its extensions of other modules' types).
  graphs="$scratch/graphs-$module"
  rm -rf "$graphs"
  mkdir -p "$graphs"
  cp "$symbols/$module.symbols.json" "$graphs/"
  cp "$symbols/$module"@*.symbols.json "$graphs/" 2>/dev/null || true
  run "$docc" convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.accessgroupkit.$module" \
    --warnings-as-errors \
    --output-path "$output/$module.doccarchive"
done
echo "Documentation written to $output (one .doccarchive per module)"
