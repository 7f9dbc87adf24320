#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Wraps `view` in a `VerticalOverflowScrollView` that scrolls only when the content does not
    /// fit (<doc:ScrollingAndKeyboard#Factories>); `avoidsKeyboard` keeps the content clear of the keyboard.
    public static func verticallyScrollable(
        _ view: UIView, horizontally: HorizontalAxisLayout = .superview,
        avoidsKeyboard: Bool = false, showsScrollIndicator: Bool = true
    ) -> VerticalOverflowScrollView {
        let scrollView = VerticalOverflowScrollView(with: view, horizontally: horizontally, adjustsForKeyboard: avoidsKeyboard)
        scrollView.showsVerticalScrollIndicator = showsScrollIndicator
        return scrollView
    }

    /// Wraps the view in a `VerticalOverflowScrollView`; see the static form.
    @_disfavoredOverload
    public func verticallyScrollable(
        horizontally: HorizontalAxisLayout = .superview, avoidsKeyboard: Bool = false, showsScrollIndicator: Bool = true
    ) -> VerticalOverflowScrollView {
        Self.verticallyScrollable(self, horizontally: horizontally, avoidsKeyboard: avoidsKeyboard, showsScrollIndicator: showsScrollIndicator)
    }

    /// Wraps `view` in a `HorizontalOverflowScrollView` that scrolls only when the content does
    /// not fit (<doc:ScrollingAndKeyboard#Factories>).
    public static func horizontallyScrollable(
        _ view: UIView, vertically: VerticalAxisLayout = .superview, showsScrollIndicator: Bool = true
    ) -> HorizontalOverflowScrollView {
        let scrollView = HorizontalOverflowScrollView(with: view, vertically: vertically)
        scrollView.showsHorizontalScrollIndicator = showsScrollIndicator
        return scrollView
    }

    /// Wraps the view in a `HorizontalOverflowScrollView`; see the static form.
    @_disfavoredOverload
    public func horizontallyScrollable(
        vertically: VerticalAxisLayout = .superview, showsScrollIndicator: Bool = true
    ) -> HorizontalOverflowScrollView {
        Self.horizontallyScrollable(self, vertically: vertically, showsScrollIndicator: showsScrollIndicator)
    }
}

extension UIView {
    /// The first scroll view that can scroll, depth first: the view itself when it is one with
    /// `isScrollEnabled`, else the first found among its subviews in order. Useful to flash the
    /// indicators of a screen built with `verticallyScrollable()`.
    public var firstScrollableView: UIScrollView? {
        if let scrollView = self as? UIScrollView, scrollView.isScrollEnabled { return scrollView }
        for subview in subviews {
            if let found = subview.firstScrollableView { return found }
        }
        return nil
    }
}
