#!/usr/bin/env bash
# Checks that typed-anchor misuse does not compile (idioms.md §2.2).
#
# Each snippet in Tests/AutoLayoutAnchorsCompileFailures is typechecked against the built
# AutoLayoutAnchors module. Its first line says what must happen:
#   // EXPECT: success            the snippet typechecks (warnings allowed)
#   // EXPECT-ERROR: <message>    the snippet fails with exactly these errors in the snippet itself;
#                                 one line per expected error, text after "error: " verbatim
#
# Usage (from anywhere; paths are relative to the package root):
#   scripts/check-anchor-misuse.sh                      builds with --scratch-path .build-anchors
#   scripts/check-anchor-misuse.sh --scratch-path DIR   builds into DIR
#   scripts/check-anchor-misuse.sh --modules DIR        no build; DIR holds AutoLayoutAnchors.swiftmodule
# Exit status: 0 when every snippet behaves as expected, 1 otherwise, 2 on setup errors.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

SNIPPETS=Tests/AutoLayoutAnchorsCompileFailures
SCRATCH=.build-anchors
MODULES=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --modules) MODULES=${2:?--modules needs a directory}; shift 2 ;;
    --scratch-path) SCRATCH=${2:?--scratch-path needs a directory}; shift 2 ;;
    *) echo "usage: $0 [--scratch-path DIR | --modules DIR]" >&2; exit 2 ;;
  esac
done

if [[ -z $MODULES ]]; then
  if ! build_log=$(swift build --scratch-path "$SCRATCH" --target AutoLayoutAnchors 2>&1); then
    echo "$build_log" >&2
    echo "check-anchor-misuse: building AutoLayoutAnchors failed" >&2
    exit 2
  fi
  MODULES=$(swift build --scratch-path "$SCRATCH" --show-bin-path)/Modules
fi
[[ -f $MODULES/AutoLayoutAnchors.swiftmodule ]] \
  || { echo "check-anchor-misuse: no AutoLayoutAnchors.swiftmodule in $MODULES" >&2; exit 2; }

failures=0
count=0
for file in "$SNIPPETS"/*.swift; do
  count=$((count + 1))
  name=$(basename "$file" .swift)
  output=$(swiftc -typecheck -swift-version 6 -I "$MODULES" "$file" 2>&1)
  status=$?
  # The snippet's own errors, as "<message>" lines, in order.
  actual=$(grep -F "$file:" <<<"$output" | grep -E "^[^ ]+:[0-9]+:[0-9]+: error: " | sed -E 's/^[^ ]+:[0-9]+:[0-9]+: error: //')
  expected=$(grep -E '^// EXPECT-ERROR: ' "$file" | sed 's|^// EXPECT-ERROR: ||')
  if head -1 "$file" | grep -qx '// EXPECT: success'; then
    if [[ $status -eq 0 ]]; then
      echo "PASS $name (compiles)"
    else
      echo "FAIL $name: expected to compile, got:"; echo "$output" | grep -E "error:" | sed 's/^/    /'
      failures=$((failures + 1))
    fi
  elif [[ -n $expected ]]; then
    if [[ $status -ne 0 && "$actual" == "$expected" ]]; then
      echo "PASS $name: $expected"
    else
      echo "FAIL $name (exit $status)"
      echo "    expected: $expected"
      echo "    actual:   ${actual:-<no error in the snippet>}"
      [[ -z $actual ]] && echo "$output" | grep -E "error:" | head -5 | sed 's/^/    /'
      failures=$((failures + 1))
    fi
  else
    echo "FAIL $name: the first line must be '// EXPECT: success' or '// EXPECT-ERROR: <message>'"
    failures=$((failures + 1))
  fi
done

if [[ $count -eq 0 ]]; then
  echo "check-anchor-misuse: no snippets in $SNIPPETS" >&2
  exit 2
fi
echo "check-anchor-misuse: $((count - failures)) of $count snippets as expected"
[[ $failures -eq 0 ]]
