#!/usr/bin/env bash
# Runs the parallel keychain tests of IntegrationTests/ParallelKeychainTests several times in
# a row (20 unless given): 200 test cases at once, each as a different app through a keychain
# wrapper. A collision between two tests' keychains shows up as a failure in some runs, not
# all, so one green run proves little.
set -euo pipefail

cd "$(dirname "$0")/../IntegrationTests/ParallelKeychainTests"
runs=${1:-20}
swift build --build-tests
for run in $(seq 1 "$runs"); do
  if ! output=$(swift test --skip-build 2>&1); then
    echo "$output"
    echo "parallel keychain tests: run $run of $runs failed"
    exit 1
  fi
  echo "run $run: $(echo "$output" | grep -E '^. Test run with' | tail -n 1)"
done
echo "parallel keychain tests: $runs of $runs runs passed"
