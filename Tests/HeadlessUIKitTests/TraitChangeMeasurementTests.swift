import Foundation
import HeadlessUIKit
import Testing

/// Which trait changes make views measure their content again. UIKit leaves it to a view whose
/// intrinsic size depends on something to call `invalidateIntrinsicContentSize()` when that
/// something changes ("Call this when something changes in your custom view that invalidates
/// its intrinsic content size", https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()),
/// and its own views do so for what they are measured with: a label that adjusts its font
/// follows the content size category. A change of size classes alone (a rotation) measures
/// nothing again.
@Suite @MainActor struct TraitChangeMeasurementTests {
    /// A view 80 points tall in a regular height, 40 in a compact one, that counts how often it
    /// is asked; it invalidates its size on a size-class change only when told to.
    final class SizeClassSizedView: UIView {
        var reads = 0
        var invalidatesOnSizeClassChange = false {
            didSet {
                registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: SizeClassSizedView, _: UITraitCollection) in
                    if view.invalidatesOnSizeClassChange { view.invalidateIntrinsicContentSize() }
                }
            }
        }

        override var intrinsicContentSize: CGSize {
            reads += 1
            return CGSize(width: 100, height: traitCollection.verticalSizeClass == .compact ? 40 : 80)
        }
    }

    private func pinnedInWindow(_ view: UIView) -> UIWindow {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        return window
    }

    @Test func aRotationAloneAsksNoViewForItsSizeAgain() {
        let view = SizeClassSizedView()
        let window = pinnedInWindow(view)
        #expect(view.frame.height == 80)
        let readsBefore = view.reads
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(view.reads == readsBefore)
        #expect(view.frame == CGRect(x: 10, y: 100, width: 100, height: 80))
    }

    @Test func aViewThatInvalidatesOnARotationIsMeasuredAgain() {
        let view = SizeClassSizedView()
        view.invalidatesOnSizeClassChange = true
        let window = pinnedInWindow(view)
        #expect(view.frame.height == 80)
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 100, width: 100, height: 40))
        window.headlessOrientation = .portrait
        window.layoutIfNeeded()
        #expect(view.frame.height == 80)
    }

    @Test func aContentSizeCategoryChangeMeasuresAnAdjustingLabelAgain() {
        let label = UILabel()
        label.text = "Hi"
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        let window = pinnedInWindow(label)
        let before = label.frame.size
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        // Headline grows from 17 to 28 points at AX1: the label is measured again.
        #expect(label.font.pointSize == 28)
        #expect(label.frame.width > before.width && label.frame.height > before.height)
        #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 1e-9)
        #expect(abs(label.frame.height - label.intrinsicContentSize.height) < 1e-9)
    }
}
