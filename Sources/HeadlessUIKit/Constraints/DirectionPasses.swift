#if !canImport(UIKit)
import Foundation

/// Numbers the passes over many constraints during which no view's layout direction changes
/// (translating a batch, checking the held constraints after a trait change), so that each
/// view's direction is found once per pass.
@MainActor enum DirectionPasses {
    private static var last = 0

    /// The number of a new pass; never 0, never repeated.
    static func begin() -> Int {
        last += 1
        return last
    }
}
#endif
