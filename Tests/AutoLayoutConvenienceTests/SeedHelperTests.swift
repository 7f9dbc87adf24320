import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// The seed library's helpers its clients use: fixed sizes kept in one constraint, removal of
/// constant sizes, stack replacement, excluded-area guides, trait monitoring, batched
/// activation, priority workarounds and margin preservation.
@Suite @MainActor struct SeedHelperTests {
    private let keeper = WindowKeeper()

    @Test func aFixedSizeIsOneRememberedConstraint() {
        let root = rootView()
        let box = UIView()
        root.addSubview(box, pinnedTo: .topLeading)
        box.constrainedFixedWidth = 40
        let first = box.constraints.filter { $0.firstAttribute == .width }
        box.constrainedFixedWidth = 60
        root.layoutIfNeeded()
        #expect(box.frame.width == 60 && box.constrainedFixedWidth == 60)
        #expect(box.constraints.filter { $0.firstAttribute == .width }.map(ObjectIdentifier.init) == first.map(ObjectIdentifier.init),
                "the same constraint, its constant changed")
        box.constrainedFixedSize = CGSize(width: 30, height: 20)
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 30, height: 20) && box.constrainedFixedSize == CGSize(width: 30, height: 20))
        box.constrainedFixedHeight = nil
        #expect(box.constrainedFixedSize == nil && first.allSatisfy(\.isActive))
        #expect(!box.constraints.contains { $0.firstAttribute == .height && $0.isActive })
    }

    @Test func constantSizesAreRemovedAndRelativeOnesKept() {
        let root = rootView()
        let box = UIView()
        root.addSubview(box, pinnedTo: .topLeading)
        box.constrain(width: 50, height: 20)
        box.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor).isActive = true
        box.removeConstantWidthConstraints().removeConstantHeightConstraints()
        let active = (box.constraints + root.constraints).filter { $0.isActive && $0.firstItem === box }
        #expect(!active.contains { $0.firstAttribute == .width })
        #expect(active.filter { $0.firstAttribute == .height }.map { $0.secondItem === root } == [true])
    }

    @Test func replacingArrangedViewsRemovesTheOldOnes() {
        let old = UIView(), kept = UIView(), fresh = UIView()
        let stack = UIStackView(with: [old, kept], axis: .vertical)
        stack.replaceArrangedSubviews(with: kept, fresh)
        #expect(stack.arrangedSubviews == [kept, fresh] && old.superview == nil && stack.subviews.count == 2)
        stack.removeAllArrangedSubviews()
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    }

    @Test func excludedAreaGuidesCoverTheStripsOutsideAGuide() {
        let window = keeper.keep(phoneWindow())
        let root = UIView()
        window.addSubview(root, filling: .superview)
        let top = root.unsafeAreaLayoutGuides.top, bottom = root.unsafeAreaLayoutGuides.bottom
        let margin = root.excludedByLayoutMarginsGuides.leading
        window.layoutIfNeeded()
        // The safe area of an iPhone 15 in portrait leaves 59 points above and 34 below.
        #expect(top.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(bottom.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
        #expect(margin.layoutFrame.width == root.layoutMargins.left && margin.layoutFrame.height == 852)
        let made = root.layoutGuides.compactMap(\.identifier).filter { $0.hasPrefix("AutoLayoutConvenience.excluded.") }
        #expect(root.unsafeAreaLayoutGuides.top === top && made.count == 3, "made once, kept by the view")
    }

    @Test func traitMonitoringEndsWithItsHandle() {
        let window = keeper.keep(phoneWindow())
        let view = UIView()
        window.addSubview(view)
        var changes = 0
        var handle: Cancellable? = view.monitorTraitCollectionChanges { changes += 1 }
        window.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(changes == 1)
        handle = nil
        window.traitOverrides.userInterfaceStyle = .light
        window.layoutIfNeeded()
        #expect(changes == 1 && handle == nil, "releasing the handle ended the observation")
    }

    @Test func batchedConstraintsActivateOnceTheViewsShareAHierarchy() {
        let root = rootView()
        let anchor = UIView(), follower = UIView()
        let reported = diagnostics {
            UIView.batchConstraints {
                // The follower is placed after the anchor before the anchor is in the hierarchy:
                // activating now would fail.
                root.addSubview(follower, pinning: .leading, to: .trailing, of: .relative(anchor), vertically: .top(in: .relative(anchor)))
                follower.constrain(width: 10, height: 10)
                UIView.batchConstraints {
                    root.addSubview(anchor, pinnedTo: .topLeading)
                }
                anchor.constrain(width: 40, height: 40)
            }
        }
        root.layoutIfNeeded()
        #expect(reported.map(\.message) == [])
        #expect(follower.frame == CGRect(x: 40, y: 0, width: 10, height: 10))
    }

    @Test func priorityWorkaroundsAndMarginPreservation() {
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint.stackViewWorkaroundHigh.priority.rawValue == 951)
        #expect(constraint.selfSizingCellHeightWorkaround.priority.rawValue == 999)
        let view = UIView().preservingSuperviewLayoutMargins()
        #expect(view.preservesSuperviewLayoutMargins)
    }
}

extension SeedHelperTests {
    private final class ThreeRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func anAutoSizingTableIsAsTallAsItsRows() {
        let window = keeper.keep(phoneWindow())
        let rows = ThreeRows()
        let table = AutoSizingTableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        let title = UILabel(text: "Recent", textStyle: .headline)
        window.addSubview(UIView.verticallyStacked(title, table, spacing: 8), pinnedTo: .top, of: .safeArea)
        window.layoutIfNeeded()
        #expect(table.contentSize.height == CGFloat(3 * 44))
        #expect(table.frame.height == CGFloat(3 * 44) && table.intrinsicContentSize.height == CGFloat(3 * 44))
        #expect(table.frame.minY == title.frame.maxY + 8)
    }
}

extension SeedHelperTests {
    /// A view laid out by hand whose height is inversely proportional to its width, as
    /// wrapping text is.
    private final class ManualText: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let width = size.width > 0 && size.width.isFinite ? size.width : 400
            return CGSize(width: width, height: 8000 / width)
        }
    }

    @Test func autoLayoutContentReportsItsFittingSizeToManualLayout() {
        let host = AutoLayoutHostedInManualLayoutBridgingView(view: IntrinsicView(100, 40).constrain(width: 100, height: 40))
        host.sizeThatFitsBridgingMode = .boundedSize
        #expect(host.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 100, height: 40))
        #expect(host.sizeThatFits(CGSize(width: 60, height: 500)) == CGSize(width: 60, height: 40), "bounded by the given width")
        let stretchy = AutoLayoutHostedInManualLayoutBridgingView(view: IntrinsicView(100, 40), sizeThatFitsBridgingMode: .fixedWidth)
        #expect(stretchy.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 40))
        var callbacks = 0
        stretchy.layoutCallback = { callbacks += 1 }
        stretchy.setNeedsLayout()
        #expect(callbacks == 1)
    }

    @Test func manualContentGetsItsHeightFromItsWidth() {
        let root = rootView(200, 400)
        let bridge = ManualLayoutHostedInAutoLayoutBridgingView(view: ManualText())
        root.addSubview(bridge, pinnedTo: .top)
        root.layoutIfNeeded()
        #expect(bridge.frame == CGRect(x: 0, y: 0, width: 200, height: 40) && bridge.view.frame == bridge.bounds)
        root.frame.size.width = 100
        root.layoutIfNeeded()
        #expect(bridge.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    }
}

extension SeedHelperTests {
    @Test func anAutoSizingTextViewGrowsUntilItsMaximumThenScrolls() {
        let window = keeper.keep(phoneWindow())
        let input = AutoSizingTextView()
        input.placeholder = "Message"
        input.maximumHeight = 60
        var callbacks = 0
        input.contentSizeInvalidatedCallback = { _ in callbacks += 1 }
        window.addSubview(input, pinnedTo: .bottom, of: .safeArea, insets: .horizontal(16))
        window.layoutIfNeeded()
        let oneLine = input.frame.height
        #expect(!input.isScrollEnabled && oneLine < 60 && abs(oneLine - input.intrinsicContentSize.height) < 0.5)
        let placeholder = input.subviews.compactMap { $0 as? UILabel }.first
        #expect(placeholder?.text == "Message" && placeholder?.isHidden == false)
        input.text = String(repeating: "A message long enough to wrap onto several lines. ", count: 8)
        window.layoutIfNeeded()
        #expect(input.frame.height == 60 && input.isScrollEnabled && placeholder?.isHidden == true)
        #expect(input.frame.maxY == CGFloat(852 - 34))
        input.text = ""
        window.layoutIfNeeded()
        #expect(input.frame.height == oneLine && !input.isScrollEnabled && callbacks >= 2)
    }
}
