#if canImport(UIKit)
import UIKit
import os
#else
import HeadlessUIKit
#endif

#if canImport(UIKit)
/// Writes one diagnostic line to the unified system log.
func writeDiagnosticLine(_ line: String) {
    os_log("%{public}@", type: .error, line)
}
#else
/// Writes one diagnostic line to standard error.
func writeDiagnosticLine(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
#endif
