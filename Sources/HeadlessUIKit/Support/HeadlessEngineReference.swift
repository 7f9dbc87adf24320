#if !canImport(UIKit)
import Foundation

/// A reference to a layout engine that does not keep it alive and reads nil once the engine is
/// gone: what the records of its constraints hold instead of a `weak` reference, which would keep
/// the engine's reference counts in a side table and slow down every retain and release of it
/// (the layout pass retains the engine for every view that places its subviews; see
/// `HeadlessItemReference` for the same reason on views).
///
/// Like UIKit, the model expects its objects to be released on the main thread.
nonisolated final class HeadlessEngineReference: @unchecked Sendable {
    /// Set by the engine once it exists, cleared by its `deinit`.
    private unowned(unsafe) var object: LayoutEngine?

    /// The engine while it exists.
    var engine: LayoutEngine? { object }

    /// Called by the engine as it starts: from now on the reference reads it.
    func engineDidArrive(_ engine: LayoutEngine) { object = engine }

    /// Called by the engine's `deinit`: from now on the reference reads nil.
    func engineDidGoAway() { object = nil }
}
#endif
