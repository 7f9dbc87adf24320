#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AutolayoutHelper {
    /// Adds `subViews` to `view` (in key order), then the strings; returns the helper.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public static func configureView(
        _ view: UIView, subViews: [String: UIView], metrics: [String: CGFloat] = [:], constraints: [String],
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> AutolayoutHelper {
        try configureView(view, subViewLayers: [subViews], metrics: metrics, constraints: constraints, file: file, line: line)
    }

    /// Adds the layers in array order (later layers above earlier ones), then the strings.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public static func configureView(
        _ view: UIView, subViewLayers: [[String: UIView]], metrics: [String: CGFloat] = [:], constraints: [String],
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> AutolayoutHelper {
        let helper = AutolayoutHelper(view: view)
        helper.metrics = metrics
        try helper.apply(layers: subViewLayers, formats: constraints, options: [], priority: nil, key: nil, file: file, line: line)
        return helper
    }

    /// Like `configureView(_:subViews:metrics:constraints:)` on a new container view, which the
    /// returned helper holds strongly (`helper.view`).
    /// - Throws: `VisualFormatError` (the only error this module throws).
    public static func subViews(
        _ subViews: [String: UIView], metrics: [String: CGFloat] = [:], constraints: [String],
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> AutolayoutHelper {
        let helper = AutolayoutHelper(owning: UIView())
        helper.metrics = metrics
        try helper.apply(layers: [subViews], formats: constraints, options: [], priority: nil, key: nil, file: file, line: line)
        return helper
    }

    /// Makes `subView` (key `v`) fill `view`: `H:|[v]|` and `V:|[v]|`.
    @discardableResult public static func configureView(
        _ view: UIView, fillWithSubView subView: UIView, file: StaticString = #fileID, line: UInt = #line
    ) -> AutolayoutHelper {
        let helper = AutolayoutHelper(view: view)
        // Cannot fail: fixed, valid strings naming the view just added.
        _ = try? helper.apply(
            layers: [["v": subView]], formats: ["H:|[v]|", "V:|[v]|"], options: [], priority: nil, key: nil,
            file: file, line: line
        )
        return helper
    }
}
