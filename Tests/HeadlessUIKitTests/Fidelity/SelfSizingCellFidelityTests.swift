import Foundation
import HeadlessUIKit
import Testing

/// Self-sizing table cells built from stack views with margin-relative arrangement, as
/// swift-snapshot-testing recorded Point-Free's episode list (pointfreeco/episode-code-samples
/// at 0aab951, `0039-witness-oriented-library-design`, `testEpisodesView.txt`: 414 × 896 at
/// 2×, the controller's view outside a window; and folders 0037/0038, 375 × 812 at 3×). A
/// callout cell: a stack with 24-point margins on the content view's 24-point margins, spacing
/// 12; an episode cell: a
/// 16 : 9 poster above a content stack with 24-point margins (32 at the bottom), spacing 12,
/// and a pill 12 below the poster's top, 24 from its trailing edge. Labels and buttons are
/// stood in for by views of their recorded sizes (their sizes come from iOS's fonts); the
/// positions, the stacks, the cells' heights (content plus the half-point separator) and the
/// table's content height are checked. Case ids C02 and C03 in
/// docs/research/fidelity-sources.md.
@Suite @MainActor struct SelfSizingCellFidelityTests {
    /// The recorded sizes of one screen's stand-ins.
    private struct Screen {
        let width: CGFloat, height: CGFloat, scale: CGFloat
        let callout: [CGSize]      // title, body, buttons row
        let episode: [CGSize]      // date, title, blurb, button
        let pill: CGSize
    }

    private final class Episodes: UITableViewController {
        let screen: Screen
        var calloutViews: [UIView] = []
        var episodeViews: [[UIView]] = []
        var posters: [UIView] = []
        var pills: [UIView] = []
        init(_ screen: Screen) {
            self.screen = screen
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.estimatedRowHeight = 400
            tableView.rowHeight = UITableView.automaticDimension
        }
        /// Point-Free's base stack style: vertical, leading, spacing 12, 24-point margins
        /// (`bottomMargin` below) that the arrangement is relative to.
        static func baseStack(_ views: [UIView], bottomMargin: CGFloat) -> UIStackView {
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.spacing = 12
            stack.alignment = .leading
            stack.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: bottomMargin, right: 24)
            stack.isLayoutMarginsRelativeArrangement = true
            return stack
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let content = cell.contentView
            if indexPath.row == 0 {
                content.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
                let items = screen.callout.map { RecordedSizeView($0.width, $0.height) }
                let stack = Self.baseStack(items, bottomMargin: 24)
                stack.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(stack)
                let margins = content.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: margins.topAnchor), stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor), stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
                calloutViews = [stack] + items
                return cell
            }
            let poster = UIView()
            poster.heightAnchor.constraint(equalTo: poster.widthAnchor, multiplier: 9.0 / 16).isActive = true
            let items = screen.episode.map { RecordedSizeView($0.width, $0.height) }
            let details = Self.baseStack(items, bottomMargin: 32)
            let root = UIStackView(arrangedSubviews: [poster, details])
            root.axis = .vertical
            root.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(root)
            let pill = RecordedSizeView(screen.pill.width, screen.pill.height)
            pill.isHidden = true
            pill.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(pill)
            NSLayoutConstraint.activate([
                root.topAnchor.constraint(equalTo: content.topAnchor), root.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                root.leadingAnchor.constraint(equalTo: content.leadingAnchor), root.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                pill.topAnchor.constraint(equalTo: poster.topAnchor, constant: 12),
                pill.trailingAnchor.constraint(equalTo: poster.trailingAnchor, constant: -24),
            ])
            episodeViews.append([details] + items)
            posters.append(poster)
            pills.append(pill)
            return cell
        }
    }

    private func shown(_ screen: Screen) -> (Episodes, UITableView) {
        let device = FidelityFixture.device(screen.width, screen.height, scale: screen.scale, safeArea: .zero)
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = Episodes(screen)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, controller.tableView)
    }

    @Test func theEpisodeListAt414PointsAnd2x() throws {
        let (controller, table) = shown(Screen(
            width: 414, height: 896, scale: 2,
            callout: [CGSize(width: 205, height: 24), CGSize(width: 318, height: 58), CGSize(width: 280.5, height: 34)],
            episode: [CGSize(width: 140, height: 14.5), CGSize(width: 260.5, height: 26.5), CGSize(width: 366, height: 98), CGSize(width: 123, height: 30)],
            pill: CGSize(width: 112.5, height: 22.5)))
        let cells = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.count >= 2)
        #expect(cells[0].frame == CGRect(x: 0, y: 0, width: 414, height: 236.5) && cells[0].contentView.frame.height == 236)
        #expect(controller.calloutViews.map(\.frame) == [
            CGRect(x: 24, y: 24, width: 366, height: 188), CGRect(x: 24, y: 24, width: 205, height: 24),
            CGRect(x: 24, y: 60, width: 318, height: 58), CGRect(x: 24, y: 130, width: 280.5, height: 34),
        ])
        #expect(cells[1].frame == CGRect(x: 0, y: 236.5, width: 414, height: 494.5) && cells[1].contentView.frame.height == 494)
        let poster = try #require(controller.posters.first), pill = try #require(controller.pills.first)
        #expect(poster.frame == CGRect(x: 0, y: 0, width: 414, height: 233))
        #expect(controller.episodeViews[0].map(\.frame) == [
            CGRect(x: 0, y: 233, width: 414, height: 261), CGRect(x: 24, y: 24, width: 140, height: 14.5),
            CGRect(x: 24, y: 50.5, width: 260.5, height: 26.5), CGRect(x: 24, y: 89, width: 366, height: 98),
            CGRect(x: 24, y: 199, width: 123, height: 30),
        ])
        #expect(pill.frame == CGRect(x: 277.5, y: 12, width: 112.5, height: 22.5))
        #expect(cells[2].frame.minY == 731)
    }

    @Test func theEpisodeListAt375PointsAnd3x() throws {
        let third = { (value: CGFloat) in (value * 3).rounded() / 3 }
        let (controller, table) = shown(Screen(
            width: 375, height: 812, scale: 3,
            callout: [CGSize(width: 205, height: 24), CGSize(width: third(276.333), height: 78), CGSize(width: 279, height: 34)],
            episode: [CGSize(width: 140, height: third(14.3333)), CGSize(width: third(260.333), height: third(26.3333)),
                      CGSize(width: 327, height: 118), CGSize(width: 123, height: 30)],
            pill: CGSize(width: third(112.333), height: third(22.3333))))
        let cells = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.count >= 3)
        #expect(isClose(cells[0].frame, CGRect(x: 0, y: 0, width: 375, height: third(256.333)), tolerance: 0.01))
        #expect(controller.calloutViews[0].frame == CGRect(x: 24, y: 24, width: 327, height: 208))
        #expect(isClose(cells[1].frame, CGRect(x: 0, y: third(256.333), width: 375, height: 492), tolerance: 0.01))
        #expect(abs(cells[1].contentView.frame.height - third(491.667)) < 0.01)
        let poster = try #require(controller.posters.first), pill = try #require(controller.pills.first)
        #expect(poster.frame == CGRect(x: 0, y: 0, width: 375, height: 211))
        let expected = [
            CGRect(x: 0, y: 211, width: 375, height: third(280.667)), CGRect(x: 24, y: 24, width: 140, height: third(14.3333)),
            CGRect(x: 24, y: third(50.3333), width: third(260.333), height: third(26.3333)), CGRect(x: 24, y: third(88.6667), width: 327, height: 118),
            CGRect(x: 24, y: third(218.667), width: 123, height: 30),
        ]
        for (view, frame) in zip(controller.episodeViews[0], expected) {
            #expect(isClose(view.frame, frame, tolerance: 0.01), "\(view.frame) recorded \(frame)")
        }
        #expect(isClose(pill.frame, CGRect(x: third(238.667), y: 12, width: third(112.333), height: third(22.3333)), tolerance: 0.01))
        #expect(abs(cells[2].frame.minY - third(748.333)) < 0.01)
    }
}
