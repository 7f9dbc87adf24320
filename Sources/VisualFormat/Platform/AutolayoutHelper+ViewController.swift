#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

#if canImport(UIKit)
// UIKit only: HeadlessUIKit has no UIViewController.
extension AutolayoutHelper {
    /// Makes `subView` (key `v`) fill the controller's view horizontally (`H:|[v]|`) and its
    /// safe area vertically. Returns the helper of the controller's view.
    @discardableResult public static func configureViewController(
        _ viewController: UIViewController, fillWithSubView subView: UIView,
        file: StaticString = #fileID, line: UInt = #line
    ) -> AutolayoutHelper {
        let container: UIView = viewController.view
        let helper = AutolayoutHelper(view: container)
        // Cannot fail: a fixed, valid string naming the view just added.
        _ = try? helper.apply(
            layers: [["v": subView]], formats: ["H:|[v]|"], options: [], priority: nil, key: nil, file: file, line: line
        )
        let guide = container.safeAreaLayoutGuide
        let top = subView.topAnchor.constraint(equalTo: guide.topAnchor)
        let bottom = guide.bottomAnchor.constraint(equalTo: subView.bottomAnchor)
        top.identifier = "\(file):\(line) vfl.x:X:v.top == safeArea.top"
        bottom.identifier = "\(file):\(line) vfl.x:X:safeArea.bottom == v.bottom"
        helper.records.append(FormatRecord(
            key: nil, format: "X:v.top == safeArea.top",
            entries: [FormatRecord.Entry(constraint: top, views: ["v"])]
        ))
        helper.records.append(FormatRecord(
            key: nil, format: "X:safeArea.bottom == v.bottom",
            entries: [FormatRecord.Entry(constraint: bottom, views: ["v"])]
        ))
        VisualFormatActivation.activate([top, bottom], file: file, line: line)
        return helper
    }
}
#endif
