#if !canImport(UIKit)
import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// The view's `recursiveDescription`, as UIKit prints it with addresses removed, after a
    /// layout at its own size.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The view's `recursiveDescription` after a layout at `size` (its own size when `nil`) with
    /// `traits`, on a screen of that size without a safe area.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            onMainActor { SnapshotHost.hosting(view, size: size, traits: traits) { RecursiveDescription.text(of: view) } }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view's `recursiveDescription` after a layout on its own screen size.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// The controller's view's `recursiveDescription` after a layout on the screen `config`
    /// describes, with `traits` over the configuration's.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (viewController: UIViewController) in
            onMainActor {
                SnapshotHost.hosting(viewController, config: config, traits: traits) { RecursiveDescription.text(of: viewController.view) }
            }
        }
    }
}
#endif
