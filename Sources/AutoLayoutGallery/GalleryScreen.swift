import AutoLayoutConvenience

/// One picture of the `alc demo` gallery: a name for its files, a title, the code that lays it out, and a
/// builder that adds that layout to an empty full-screen view of a window.
public struct GalleryScreen: Sendable {
    /// The file name stem, e.g. `filling`.
    public let name: String
    /// What the picture shows.
    public let title: String
    /// The DSL calls the picture demonstrates, as shown in docs/demo.md.
    public let code: String
    /// Adds the layout to `screen` (already filling its window, white, laid out by the caller).
    public let build: @MainActor @Sendable (_ screen: UIView) -> Void
}

extension GalleryScreen {
    /// Every screen the gallery draws now, in the order of the DSL tour.
    public static let all: [GalleryScreen] = [
        .readmeExample, .filling, .centering, .pinningPositions, .pinningEdges, .aligning, .stacking, .sizes,
        .stackViews, .overflowScrolling, .keyboard, .conditional,
    ]
}
