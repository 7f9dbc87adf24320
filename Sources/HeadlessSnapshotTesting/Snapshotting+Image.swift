#if !canImport(UIKit)
import HeadlessUIKit
import LayoutRendering
import SnapshotTesting

/// Pictures of the layout as SVG documents (`.svg` reference files, compared as text): the
/// `.image` strategies an iOS test uses, drawn by `LayoutRendering` where there is no renderer of
/// UIKit's pixels. The precision arguments are accepted so that the same test source compiles;
/// the comparison is exact.
///
/// A view that is already in a window (a window itself, or a screen a test built on a
/// `HeadlessDevice`) is laid out and drawn where it is; any other view is first put on a screen
/// of its size, as the text strategies do.
extension Snapshotting where Value == UIView, Format == String {
    /// The view drawn after a layout at its own size.
    public static var image: Snapshotting { image() }

    /// The view drawn after a layout at `size` (its own size when `nil`) with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        svg(SVGRenderer.Options(), size: size, traits: traits)
    }

    /// The view drawn with the given drawing options (guide overlays, palette, scale) after a
    /// layout at `size` (its own size when `nil`) with `traits`.
    public static func svg(_ options: SVGRenderer.Options, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { (view: UIView) in
            onMainActor { SnapshotHost.inPlace(view, size: size, traits: traits) { SVGRenderer(options: options).render(view) } }
        }
    }

    /// The view's layout as a text outline (`LayoutSnapshot.outline`): one line per view with its
    /// type, identifier, tag and frame, indented by depth.
    public static var outline: Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            onMainActor { SnapshotHost.inPlace(view, size: nil, traits: .init()) { LayoutSnapshot.outline(of: view) } }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view drawn after a layout on its own screen size.
    public static var image: Snapshotting { image() }

    /// The controller's view drawn after a layout on the screen `config` describes (`size`
    /// replacing its size), with `traits` over the configuration's.
    public static func image(on config: ViewImageConfig = .init(), drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { (viewController: UIViewController) in
            onMainActor {
                var config = config
                if let size { config.size = size }
                return SnapshotHost.hosting(viewController, config: config, traits: traits) { SVGRenderer().render(viewController.view) }
            }
        }
    }

    /// The controller's view's layout as a text outline after a layout on the screen `config`
    /// describes.
    public static func outline(on config: ViewImageConfig = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (viewController: UIViewController) in
            onMainActor { SnapshotHost.hosting(viewController, config: config) { LayoutSnapshot.outline(of: viewController.view) } }
        }
    }
}
#endif
