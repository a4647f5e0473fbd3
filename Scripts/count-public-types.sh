#!/usr/bin/env bash
# Counts the public (and open) types a module declares: every `struct`, `class`, `enum`,
# `protocol`, `actor` and `typealias` marked `public` or `open`, at the top level or nested.
# Declarations are matched line by line, so a type whose modifiers span lines is not counted.
#
# Usage: Scripts/count-public-types.sh [target] [--list]   (default target: AccessGroupKit)
set -euo pipefail

cd "$(dirname "$0")/.."
target="${1:-AccessGroupKit}"
pattern='^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*(public|open)[[:space:]]+((final|indirect)[[:space:]]+)*(struct|class|enum|protocol|actor|typealias)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*'
matches="$(grep -rhoE "$pattern" --include='*.swift' "Sources/$target" | awk '{print $NF}' | sort)"
if [[ "${2:-}" == "--list" ]]; then
  echo "$matches"
fi
echo "$matches" | grep -c .
