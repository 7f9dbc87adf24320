import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// A view whose intrinsic height can change.
private final class GrowingView: UIView {
    var height: CGFloat { didSet { invalidateIntrinsicContentSize() } }

    init(height: CGFloat) {
        self.height = height
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
}

/// A manual-layout view: 10 pt of height per 100 pt of width, plus `extra`.
private final class ManualView: UIView {
    var extra: CGFloat = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (size.width / 10).rounded() + extra)
    }
}

/// convenience-dsl.md §11.
@Suite @MainActor struct TableHeaderFooterTests {
    private func table(in window: UIWindow) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        window.addSubview(table, filling: .superview)
        window.layoutIfNeeded()
        return table
    }

    @Test func contentTakenOutOfTheWrapperIsReleased() {
        let window = phoneWindow(), table = table(in: window)
        weak var released: UIView?
        do {
            let content = GrowingView(height: 120)
            released = content
            table.selfSizingTableHeaderView = content
            window.layoutIfNeeded()
            #expect(table.selfSizingTableHeaderView === content)
            content.removeFromSuperview()
        }
        #expect(released == nil)
        #expect(table.selfSizingTableHeaderView == nil)
        // The empty wrapper stays the table's header and measures as empty.
        table.updateAutoSizingTableHeader()
        window.layoutIfNeeded()
        #expect(table.tableHeaderView is AutoSizingTableHeaderFooterView)
        #expect(table.tableHeaderView?.frame.height == 0)
    }

    @Test func selfSizingHeaderIsPresizedAndTracksItsContent() {
        let window = phoneWindow(), table = table(in: window)
        let content = GrowingView(height: 120)
        table.selfSizingTableHeaderView = content
        #expect(table.selfSizingTableHeaderView === content)
        #expect(table.tableHeaderView is AutoSizingTableHeaderFooterView)
        window.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
        #expect(table.contentSize == CGSize(width: 393, height: 120))

        content.height = 200
        table.updateAutoSizingTableHeader()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        #expect(table.contentSize == CGSize(width: 393, height: 200))
    }

    @Test func headerFollowsItsContentInTheNextLayoutPass() {
        let window = phoneWindow(), table = table(in: window)
        let content = GrowingView(height: 120)
        table.selfSizingTableHeaderView = content
        window.layoutIfNeeded()
        content.height = 150
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 150))
        #expect(table.contentSize == CGSize(width: 393, height: 150))
    }

    @Test func footerFollowsTheHeader() {
        let window = phoneWindow(), table = table(in: window)
        table.selfSizingTableHeaderView = GrowingView(height: 50)
        let footer = GrowingView(height: 70)
        table.selfSizingTableFooterView = footer
        window.layoutIfNeeded()
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 50, width: 393, height: 70))
        footer.height = 30
        table.updateAutoSizingTableFooter()
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 50, width: 393, height: 30))
        #expect(table.contentSize == CGSize(width: 393, height: 80))
    }

    @Test func manualLayoutHeaderIsMeasuredWithSizeThatFits() {
        let window = phoneWindow(), table = table(in: window)
        let manualLayoutView = ManualView()
        table.manualLayoutAutoSizingTableHeaderView = manualLayoutView
        #expect(table.manualLayoutAutoSizingTableHeaderView === manualLayoutView)
        #expect(table.selfSizingTableHeaderView == nil)
        window.layoutIfNeeded()
        // 393 / 10 rounded.
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 39))
        #expect(manualLayoutView.frame == CGRect(x: 0, y: 0, width: 393, height: 39))

        manualLayoutView.extra = 11
        table.updateAutoSizingTableHeader()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(manualLayoutView.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
    }

    @Test func remeasuresWhenTheTableWidthChanges() {
        let window = phoneWindow()
        let table = UITableView(frame: .zero, style: .plain)
        let width = table.widthAnchor.constraint(equalToConstant: 400)
        width.isActive = true
        window.addSubview(table, filling: .top(.superview, leading: .superview, bottom: .superview, trailing: .none))
        table.manualLayoutAutoSizingTableHeaderView = ManualView()
        window.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
        width.constant = 300
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    @Test func actsOnlyAsTheTablesHeaderOrFooter() {
        let window = phoneWindow()
        let header = AutoSizingTableHeaderFooterView(view: GrowingView(height: 80))
        #expect(header.automaticallyAnimateChanges)
        window.addSubview(header)
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        header.update()
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 10))

        let table = table(in: window)
        header.automaticallyAnimateChanges = false
        table.tableHeaderView = header
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 80))
        table.tableHeaderView = nil
        #expect(table.selfSizingTableHeaderView == nil)
    }
}
