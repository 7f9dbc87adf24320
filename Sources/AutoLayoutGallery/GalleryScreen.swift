import AutoLayoutConvenience

/// One picture of the `alc demo` gallery: a name for its files, a title, the code that lays it out, and
/// either a builder that adds that layout to an empty full-screen view of a window or a view
/// controller that becomes the window's root.
public struct GalleryScreen: Sendable {
    /// The file name stem, e.g. `filling`.
    public let name: String
    /// What the picture shows.
    public let title: String
    /// The DSL calls the picture demonstrates, as shown in docs/demo.md.
    public let code: String
    /// How the screen comes to be.
    public let content: Content

    /// How a screen is made.
    public enum Content: Sendable {
        /// Adds the layout to `screen` (already filling its window, laid out by the caller).
        case view(@MainActor @Sendable (_ screen: UIView) -> Void)
        /// Makes the view controller whose view is the screen.
        case controller(@MainActor @Sendable () -> UIViewController)
    }

    /// A screen laid out into an empty full-screen view by `build`.
    public init(name: String, title: String, code: String, build: @escaping @MainActor @Sendable (_ screen: UIView) -> Void) {
        self.init(name: name, title: title, code: code, content: .view(build))
    }

    /// A screen of any content.
    public init(name: String, title: String, code: String, content: Content) {
        self.name = name
        self.title = title
        self.code = code
        self.content = content
    }
}

extension GalleryScreen {
    /// Every screen the gallery draws now, in the order of the DSL tour.
    public static let all: [GalleryScreen] = [
        .readmeExample, .filling, .centering, .pinningPositions, .pinningEdges, .aligning, .stacking, .sizes,
        .stackViews, .overflowScrolling, .keyboard, .conditional, .list, .controls,
    ]
}
