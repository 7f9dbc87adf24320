#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// One view's description as UIKit writes it, without addresses:
/// `<UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>`.
@MainActor enum ViewDescription {
    /// The description of `view`.
    static func text(of view: UIView) -> String {
        var fields = ["frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"]
        if let label = view as? UILabel { fields.append("text = '\(label.text ?? "")'") }
        if view.clipsToBounds, !(view is UILabel) { fields.append("clipsToBounds = YES") }
        if view.isHidden { fields.append("hidden = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        if let mask = autoresizeText(view.autoresizingMask) { fields.append("autoresize = \(mask)") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if !(view.gestureRecognizers ?? []).isEmpty { fields.append("gestureRecognizers = <NSArray>") }
        // A label's default background is clear, which UIKit prints (every label line of
        // swift-snapshot-testing's recordings ends with it).
        if let color = view.backgroundColor ?? (view is UILabel ? UIColor.clear : nil) { fields.append("backgroundColor = \(color)") }
        fields.append("layer = <\(layerClass(of: view))>")
        return "<\(String(describing: type(of: view))); " + fields.joined(separator: "; ") + ">"
    }

    /// A number as UIKit prints frames: up to six significant digits.
    static func number(_ value: CGFloat) -> String {
        let text = String(format: "%g", Double(value))
        return text == "-0" ? "0" : text
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
        default: "CALayer"
        }
    }
}
#endif
