import AutoLayoutConvenience

extension GalleryScreen {
    /// Overflow scrolling: the same wrapper around a short text in a 120-point box (fits, so it
    /// does not scroll) and a long one filling the rest (scrolls; the indicator shows how much
    /// is visible).
    public static let overflowScrolling = GalleryScreen(
        name: "overflow-scrolling",
        title: "Overflow scrolling",
        code: """
            let short = UILabel(text: "Fits: no scrolling.").verticallyScrollable()
            let long = UILabel(text: String(repeating: "Scrolls only when it must. ", count: 150)).verticallyScrollable()
            addSubview(short.constrain(height: 120), pinnedTo: .top, of: .safeArea, insets: .all(16))
            addSubview(long, fillingRemainingSpaceBelow: short, insets: .all(16))
            """,
        build: { screen in
            let shortLabel = UILabel(text: "Fits: no scrolling.", textStyle: .body, alignment: .center)
            shortLabel.accessibilityIdentifier = "shortText"
            let longLabel = UILabel(text: String(repeating: "Scrolls only when it must. ", count: 150), textStyle: .body)
            longLabel.accessibilityIdentifier = "longText"
            let short = shortLabel.verticallyScrollable()
            short.accessibilityIdentifier = "short"
            short.backgroundColor = .systemGray6
            let long = longLabel.verticallyScrollable()
            long.accessibilityIdentifier = "long"
            long.backgroundColor = .systemGray6
            screen.addSubview(short.constrain(height: 120), pinnedTo: .top, of: .safeArea, insets: .all(16))
            screen.addSubview(long, fillingRemainingSpaceBelow: short, insets: .all(16))
        })
}
