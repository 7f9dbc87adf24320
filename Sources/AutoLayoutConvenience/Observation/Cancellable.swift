import Foundation

/// A handle on an observation: `cancel()` ends it once; by default releasing the handle ends it
/// too.
public final class Cancellable: NSObject {
    /// What ending the observation does; nil once it has ended.
    public private(set) var callback: (() -> Void)?
    /// Whether releasing the handle ends the observation.
    public private(set) var cancelsOnDeInit: Bool

    /// A handle that runs `callback` when cancelled (and, if `cancelsOnDeInit`, when released).
    public init(cancelsOnDeInit: Bool = true, callback: @escaping () -> Void) {
        self.cancelsOnDeInit = cancelsOnDeInit
        self.callback = callback
        super.init()
    }

    /// A handle that removes `notificationCenterObserver` from the default notification centre
    /// when cancelled (not when released).
    public convenience init(notificationCenterObserver: NSObjectProtocol) {
        nonisolated(unsafe) let observer = notificationCenterObserver
        self.init(cancelsOnDeInit: false) { NotificationCenter.default.removeObserver(observer) }
    }

    /// The same handle, set to end the observation when released.
    public var automaticallyCancellingOnDeInit: Self {
        cancelsOnDeInit = true
        return self
    }

    deinit {
        if cancelsOnDeInit { cancel() }
    }

    /// Ends the observation; later calls do nothing.
    public func cancel() {
        guard let callback else { return }
        self.callback = nil
        callback()
    }
}
