#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The kinds of anchor, used only as the first type argument of `Anchor`. Nothing of these types
/// is ever created; the class hierarchy decides which anchors may be related to which.
public enum AnchorType {
    /// Width and height. Dimensions relate only to dimensions, on either axis.
    public final class Dimension {}

    /// Positions: edges, centres and baselines. Alignment anchors relate to each other along
    /// compatible axes.
    public class Alignment {}

    /// `centerX` and `centerY`.
    public final class Center: Alignment {}

    /// `top`, `bottom`, `leading`, `trailing`, `left` and `right`.
    public final class Edge: Alignment {}

    /// `firstBaseline` and `lastBaseline` (views only).
    public final class Baseline: Alignment {}
}

/// The axes of anchors, used only as the second type argument of `Anchor`. Nothing of these
/// types is ever created.
///
/// `Directional` (leading, trailing) and `Absolute` (left, right) refine `Horizontal` so that
/// `centerX` relates to both, while mixing the two — which UIKit rejects at run time — does not
/// compile.
public enum AnchorAxis {
    /// The horizontal axis: `centerX`, `width`.
    public class Horizontal {}

    /// The vertical axis: `top`, `bottom`, `centerY`, baselines, `height`.
    public final class Vertical {}

    /// The horizontal axis measured in reading direction: `leading`, `trailing`.
    public final class Directional: Horizontal, HorizontalEdge {}

    /// The horizontal axis measured left to right whatever the reading direction: `left`, `right`.
    public final class Absolute: Horizontal, HorizontalEdge {}

    /// The two ways horizontal edges are measured, `Directional` and `Absolute`: positions on
    /// either relate to `centerX` (plain `Horizontal`) in both orders, but never to the other way.
    public protocol HorizontalEdge: Horizontal {}
}
