#if !canImport(UIKit)
import Foundation

/// Hands out the per-process creation numbers that descriptions print where UIKit prints an
/// address (<doc:Constraints#Descriptions>), so logs are stable from run to run.
@MainActor enum HeadlessObjectCounter {
    private static var last = 0

    /// The next number.
    static func next() -> HeadlessObjectNumber {
        last += 1
        return HeadlessObjectNumber(value: last)
    }
}

/// An object's creation number. It becomes text only when a description prints it: most
/// objects, the internal constraints of every layout pass among them, are never described.
struct HeadlessObjectNumber: Sendable, CustomStringConvertible {
    let value: Int

    /// UIKit-style hexadecimal text: `0x1f`.
    var description: String { "0x" + String(value, radix: 16) }
}

/// Formats a layout number the way UIKit's descriptions do: whole numbers without a fraction,
/// others with up to four decimals (`41.6667`), and huge ones in exponent form (`1.79769e+308`).
func formatLayoutNumber(_ value: CGFloat) -> String {
    if !value.isFinite || abs(value) >= 1e15 { return String(format: "%g", Double(value)) }
    if value == value.rounded() { return String(Int(value)) }
    var text = String(format: "%.4f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
#endif
