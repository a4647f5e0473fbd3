#!/bin/sh
# Regenerates the Swift files that read Apple's Security names from the data files in
# Tests/SimulatedSecurityTests/Fixtures/AppleSecurity (see extract-apple-security-names.py).
# The generator lives in the test target, so the test that checks the files are current and
# this script share one implementation.
set -e
cd "$(dirname "$0")/.."
ACCESSGROUPKIT_WRITE_GENERATED=1 swift test --filter GeneratedSecurityTablesTests "$@"
