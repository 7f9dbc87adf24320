#!/usr/bin/env bash
# Typechecks the DSL and idiom test suites against the real iOS 17 SDK, as iOS test code: the
# library modules they import first, then each test module. Needs the SDK that
# ../shared/tools/ios-typecheck/setup.sh unpacks (see that tool's README).
#
# The slim SDK has no Swift Testing, so this script compiles the toolchain's own `Testing`
# interface for iOS (minus exit tests, which need a newer standard library than iOS 17's) and
# expands `@Test`/`#expect` with the toolchain's macro plugin.
# Tests that drive HeadlessUIKit's own simulation (device windows it rotates, its keyboard,
# gestures and logs) are inside `#if !canImport(UIKit)`, each with the reason; LayoutFuzzTests,
# HeadlessUIKitTests and the snapshot suites test the headless stack itself and are not checked.
# Usage: scripts/ios-typecheck-tests.sh   (from the package root; exit status 0 = all typecheck)
set -euo pipefail
CHECK=${IOS_TYPECHECK:-../shared/tools/ios-typecheck/check.sh}
ROOT=${IOS_SDK_ROOT:-/tmp/ios-sdk}
TOOLCHAIN=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
INTERFACE=$(ls "$TOOLCHAIN"/lib/swift/linux/Testing.swiftmodule/*.swiftinterface | head -1)
TESTING=$ROOT/testing
mkdir -p "$TESTING"
if [[ ! -f $TESTING/Testing.swiftmodule || $INTERFACE -nt $TESTING/Testing.swiftmodule ]]; then
  # iOS target; no `ExitTest.current` (an optional of a noncopyable type) and no `#isolation`
  # default arguments: iOS 17's standard library has neither.
  sed -E -e 's/-target [^ ]+ -disable-objc-interop/-target arm64-apple-ios17.0/' \
    -e '/^extension Testing\.ExitTest \{$/{N;/public static var current/{N;N;N;d}}' \
    -e 's/= #isolation/= nil/g' "$INTERFACE" > "$TESTING/Testing.swiftinterface"
  swiftc -frontend -compile-module-from-interface -module-name Testing -target arm64-apple-ios17.0 \
    -sdk "$ROOT/iPhoneOS17.0.sdk" -resource-dir "$ROOT/resource" -module-cache-path "$ROOT/module-cache" \
    -o "$TESTING/Testing.swiftmodule" "$TESTING/Testing.swiftinterface"
fi
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
status=0
"$CHECK" -- -swift-version 6 -package-name AutoLayoutConvenience -I "$TESTING" -plugin-path "$TOOLCHAIN/lib/swift/host/plugins" -- \
  Sources/AutoLayoutCore Sources/AutoLayoutConvenience Sources/AutoLayoutGallery Sources/LayoutTestSupport \
  Sources/AutoLayoutPins Sources/AutoLayoutAnchors Sources/VisualFormatCore Sources/VisualFormat \
  Tests/AutoLayoutConvenienceTests Tests/AutoLayoutPinsTests Tests/AutoLayoutAnchorsTests \
  Tests/VisualFormatTests Tests/ViewControllerCorpusTests Tests/ListCorpusTests \
  >"$LOG" 2>&1 || status=$?
# Swift Testing's own expansions warn about `unsafe`; any other warning counts.
UNSAFE="no unsafe operations occur within 'unsafe' expression"
grep -E '^[^ ].*: (error|warning): ' "$LOG" | grep -v "$UNSAFE" || true
grep -E '^ios-typecheck:' "$LOG"
if grep -E '^[^ ].*: warning: ' "$LOG" | grep -vq "$UNSAFE"; then status=1; fi
exit $status
