#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// One view's description as UIKit writes it (iOS 16 and later), without addresses:
/// `<UIView; frame = (0 0; 375 812); autoresize = W+H; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>`.
///
/// Fields appear only where the view differs from a plain view's defaults, in UIKit's order:
/// frame, text, transform, clipsToBounds, alpha, hidden, opaque, autoresize,
/// autoresizesSubviews, userInteractionEnabled, tag, gestureRecognizers, backgroundColor, layer,
/// then a scroll view's offset, content size and adjusted inset (and a list's data source).
/// Not printed: layers that belong to no view, `anchorPoint`, `tintColor`, `image` and running
/// animations. App classes print as `Module.Class`, which is what iOS prints for top-level
/// classes; for nested and private classes iOS prints the mangled runtime name instead.
@MainActor enum ViewDescription {
    /// The description of `view`.
    static func text(of view: UIView) -> String {
        var fields = className(of: view)
        fields += ["frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"]
        if let text = text(of: view) { fields.append("text = '\(truncated(text))'") }
        if view.transform != .identity {
            let t = view.transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(precise).joined(separator: ", "))]")
        }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        if view.isHidden { fields.append("hidden = YES") }
        if !view.isOpaque { fields.append("opaque = NO") }
        if let mask = autoresizeText(view.autoresizingMask) { fields.append("autoresize = \(mask)") }
        if !view.autoresizesSubviews { fields.append("autoresizesSubviews = NO") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if !(view.gestureRecognizers ?? []).isEmpty { fields.append("gestureRecognizers = <NSArray>") }
        // A label's default background is clear, which UIKit prints.
        if let color = view.backgroundColor ?? (view is UILabel ? UIColor.clear : nil) { fields.append("backgroundColor = \(color)") }
        fields.append("layer = <\(layerClass(of: view))>")
        if let scrollView = view as? UIScrollView { fields += scrollFields(of: scrollView) }
        return "<" + fields.joined(separator: "; ") + ">"
    }

    /// A number as UIKit prints frames, alpha and colours: C's `%g` (six significant digits).
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// A number as `NSStringFromCGPoint` and the transform field print it: 17 significant digits.
    static func precise(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The class name and, for an app's subclass of a UIKit class other than `UIView`, the UIKit
    /// class it derives from: `UILabel`, `MyApp.CardView`, `MyApp.TitleLabel; baseClass = UILabel`.
    private static func className(of view: UIView) -> [String] {
        var type: AnyClass = Swift.type(of: view)
        guard !isUIKit(type) else { return [String(describing: type)] }
        let name = String(reflecting: type)
        while !isUIKit(type), let superclass = _getSuperclass(type) { type = superclass }
        let base = String(describing: type)
        return base == "UIView" ? [name] : [name, "baseClass = \(base)"]
    }

    private static func isUIKit(_ type: AnyClass) -> Bool {
        String(reflecting: type).hasPrefix("HeadlessUIKit.")
    }

    /// The text UIKit shows for text-bearing views: a label's, a text field's or text view's,
    /// a cell's text label's.
    private static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: label.text
        case let field as UITextField: field.text
        case let textView as UITextView: textView.text
        case let cell as UITableViewCell: cell.textLabel?.text
        default: nil
        }
    }

    /// The first 25 UTF-16 code units and `...` when the text is longer.
    private static func truncated(_ text: String) -> String {
        let units = Array(text.utf16)
        guard units.count > 25 else { return text }
        return String(decoding: units.prefix(25), as: UTF16.self) + "..."
    }

    /// The autoresizing mask's flags, `LM+W+RM+TM+H+BM` order, or nil when there are none.
    private static func autoresizeText(_ mask: UIView.AutoresizingMask) -> String? {
        let flags: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let names = flags.filter { mask.contains($0.0) }.map(\.1)
        return names.isEmpty ? nil : names.joined(separator: "+")
    }

    /// The class of the view's layer as UIKit names it.
    private static func layerClass(of view: UIView) -> String {
        switch view {
        case is UILabel: "_UILabelLayer"
        case is UIStackView: "CATransformLayer"
        case is UIWindow: "UIWindowLayer"
        default: "CALayer"
        }
    }

    /// `contentOffset: {x, y}; contentSize: {w, h}; adjustedContentInset: {t, l, b, r}`, and a
    /// table's or collection's `dataSource: <Class>` (`(null)` without one).
    private static func scrollFields(of scrollView: UIScrollView) -> [String] {
        let offset = scrollView.contentOffset, size = scrollView.contentSize, inset = scrollView.adjustedContentInset
        var fields = [
            "contentOffset: {\(precise(offset.x)), \(precise(offset.y))}",
            "contentSize: {\(precise(size.width)), \(precise(size.height))}",
            "adjustedContentInset: {\([inset.top, inset.left, inset.bottom, inset.right].map(precise).joined(separator: ", "))}",
        ]
        let dataSource: AnyObject?? = switch scrollView {
        case let table as UITableView: .some(table.dataSource)
        case let collection as UICollectionView: .some(collection.dataSource)
        default: .none
        }
        if let dataSource {
            fields.append("dataSource: " + (dataSource.map { "<\(String(reflecting: type(of: $0)))>" } ?? "(null)"))
        }
        return fields
    }
}
#endif
