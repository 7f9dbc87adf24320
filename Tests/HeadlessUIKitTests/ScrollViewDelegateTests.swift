import Foundation
import HeadlessUIKit
import Testing

/// Scroll view delegates: every offset change is reported, inset changes through
/// `adjustedContentInsetDidChange()` (whose default implementation tells the delegate, as Apple
/// documents it), and a table view controller hears of its table's scrolling through the methods
/// UIKit declares on the controller, which subclasses override.
@MainActor @Suite struct ScrollViewDelegateTests {
    final class Recorder: NSObject, UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        var insetChanges = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
    }

    final class FeedController: UITableViewController {
        var scrolledTo: [CGFloat] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolledTo.append(scrollView.contentOffset.y) }
    }

    @Test func offsetAndInsetChangesAreReported() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let recorder = Recorder()
        scrollView.delegate = recorder
        scrollView.contentSize = CGSize(width: 200, height: 900)
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)  // unchanged: not reported again
        scrollView.contentOffset.y = 300
        #expect(recorder.offsets == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 300)])
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(recorder.insetChanges == 1)
        #expect(scrollView.delegate === recorder)
    }

    @Test func aTableViewControllerHearsItsTableScroll() {
        let window = UIWindow(headlessDevice: .iPhoneSE, orientation: .portrait)
        let controller = FeedController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.delegate === controller)
        let before = controller.scrolledTo.count
        table.contentOffset = CGPoint(x: 0, y: 400)
        #expect(controller.scrolledTo.dropFirst(before) == [400])
    }

    @Test func aPlainScrollDelegateOnATableOnlyHearsOfScrolling() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let recorder = Recorder()
        table.delegate = recorder
        table.contentOffset = CGPoint(x: 0, y: 50)
        #expect(recorder.offsets == [CGPoint(x: 0, y: 50)])
        #expect(table.rowHeight == UITableView.automaticDimension)
    }
}
