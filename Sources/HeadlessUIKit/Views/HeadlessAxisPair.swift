#if !canImport(UIKit)
import Foundation

/// One value per layout axis, stored inline: a view's per-axis settings (hugging, compression
/// resistance, intrinsic-size constraints) without an array object of their own to allocate
/// with every view and to follow on every read.
struct HeadlessAxisPair<Value> {
    var horizontal: Value
    var vertical: Value

    init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    subscript(axis: NSLayoutConstraint.Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

extension HeadlessAxisPair: Sendable where Value: Sendable {}
#endif
