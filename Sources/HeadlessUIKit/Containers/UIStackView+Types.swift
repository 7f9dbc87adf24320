#if !canImport(UIKit)
import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged subviews along its axis
    /// (<doc:StackViews#Arrangement>).
    public enum Distribution: Int, Sendable {
        /// Sizes from the intrinsic sizes; a shortfall or an excess goes by compression resistance
        /// and hugging priorities. `spacing` is exact.
        case fill = 0
        /// Every visible arranged subview gets the same size. `spacing` is exact.
        case fillEqually = 1
        /// Sizes in proportion to the intrinsic sizes. `spacing` is exact.
        case fillProportionally = 2
        /// Intrinsic sizes with equal gaps; `spacing` is the smallest gap.
        case equalSpacing = 3
        /// Equal distances between the centres; `spacing` is the smallest edge-to-edge gap.
        case equalCentering = 4
    }

    /// How a stack view places its arranged subviews across its axis (<doc:StackViews#Arrangement>).
    public enum Alignment: Int, Sendable {
        /// The arranged subviews fill the stack across its axis.
        case fill = 0
        /// Aligned to the leading edge (vertical stacks).
        case leading = 1
        /// Aligned to the top edge (horizontal stacks); the same value as `leading`.
        public static var top: UIStackView.Alignment { .leading }
        /// Aligned by their first baselines (horizontal stacks only).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned to the trailing edge (vertical stacks).
        case trailing = 4
        /// Aligned to the bottom edge (horizontal stacks); the same value as `trailing`.
        public static var bottom: UIStackView.Alignment { .trailing }
        /// Aligned by their last baselines (horizontal stacks only).
        case lastBaseline = 5
    }

    /// Custom spacing that means "use `spacing`" (`FLT_MAX`); also what `customSpacing(after:)`
    /// returns for a view without custom spacing. As `spacing` it means 0.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Spacing that means "the system spacing" (`FLT_MIN`): 8 points here (<doc:StackViews#Arrangement>).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
#endif
