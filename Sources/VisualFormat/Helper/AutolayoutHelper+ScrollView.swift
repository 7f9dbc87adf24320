#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AutolayoutHelper {
    /// Makes `contentView` the content of `scrollView` (<doc:VisualFormatRules#Removing-views>): adds it under the
    /// key `content`, pins it with `H:|[content]|` and `V:|[content]|` (the content area inside a scroll view) and
    /// makes it as wide as `mainView`. Its height must come from its own top-to-bottom chain. Returns the scroll
    /// view's helper.
    @discardableResult public static func configureScrollView(
        _ scrollView: UIScrollView, contentView: UIView, mainView: UIView,
        file: StaticString = #fileID, line: UInt = #line
    ) -> AutolayoutHelper {
        let helper = AutolayoutHelper(view: scrollView)
        // Cannot fail: fixed, valid strings naming the view just added.
        _ = try? helper.apply(
            layers: [["content": contentView]], formats: ["H:|[content]|", "V:|[content]|"], options: [],
            priority: nil, key: nil, file: file, line: line
        )
        let equation = "X:content.width == mainView.width"
        let width = NSLayoutConstraint(
            item: contentView, attribute: .width, relatedBy: .equal, toItem: mainView, attribute: .width,
            multiplier: 1, constant: 0
        )
        width.identifier = "\(file):\(line) vfl.x:\(equation)"
        helper.records.append(FormatRecord(
            key: nil, format: equation, entries: [FormatRecord.Entry(constraint: width, views: ["content"])]
        ))
        VisualFormatActivation.activate([width], file: file, line: line)
        return helper
    }
}
