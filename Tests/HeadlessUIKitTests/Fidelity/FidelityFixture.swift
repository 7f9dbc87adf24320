import Foundation
import HeadlessUIKit

/// A root view standing in for a published test's window or container, with helpers to add
/// constrained children the way those tests do.
@MainActor struct FidelityFixture {
    let root: UIView

    /// A root of `size` at the origin (no safe area, no superview).
    init(_ width: CGFloat, _ height: CGFloat) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A child of the root laid out with constraints, optionally of a fixed size.
    func child(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    /// Activates `constraints` and lays the root out.
    func layOut(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// A phone or tablet screen as a published recording configured it, in portrait.
    static func device(_ width: CGFloat, _ height: CGFloat, scale: CGFloat, safeArea: UIEdgeInsets) -> HeadlessDevice {
        HeadlessDevice(
            name: "recorded \(Int(width)) × \(Int(height))", userInterfaceIdiom: width > 500 ? .pad : .phone,
            portraitScreenSize: CGSize(width: width, height: height), scale: scale,
            portraitSafeAreaInsets: safeArea, landscapeSafeAreaInsets: safeArea,
            portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .compact))
    }
}

extension FidelityFixture {
    /// A frame on the 3× pixel grid, from the rounded numbers a 3× recording prints (133.667 is
    /// 401 / 3).
    nonisolated static func thirds(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        func third(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
        return CGRect(x: third(x), y: third(y), width: third(width), height: third(height))
    }

    /// swift-snapshot-testing's `testTraits` layout on `guide`: `top` on its top and centred;
    /// `leading` on its leading edge, ending at most at its centre, centred vertically; `trailing`
    /// starting at least at its centre, on its trailing edge, centred vertically; `bottom` on its
    /// bottom and centred.
    static func activateSafeAreaQuartet(top: UIView, leading: UIView, trailing: UIView, bottom: UIView, on guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: guide.topAnchor), top.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            leading.leadingAnchor.constraint(equalTo: guide.leadingAnchor), leading.trailingAnchor.constraint(lessThanOrEqualTo: guide.centerXAnchor),
            leading.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            trailing.leadingAnchor.constraint(greaterThanOrEqualTo: guide.centerXAnchor), trailing.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            trailing.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            bottom.bottomAnchor.constraint(equalTo: guide.bottomAnchor), bottom.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        ])
    }
}

/// A view standing in for a recorded label or button: its intrinsic size is the recorded size
/// (which came from iOS's fonts), so the layout around it can be checked without them.
final class RecordedSizeView: UIView {
    private let size: CGSize

    /// A view of intrinsic size `width` × `height`.
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}
