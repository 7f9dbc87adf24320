import Foundation
import HeadlessUIKit

/// Views whose required widths conflict with a chain of widths: view 0 is 100 wide, every later
/// view one point wider than the one before and also required to be 50 wide. Each view after
/// the first makes one conflict whose minimal set is the chain up to it, so the sets grow with
/// the count. Then `edits` layout passes each move an unrelated constraint's constant.
@MainActor
struct ConflictFeed {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let unrelated: NSLayoutConstraint
    private(set) var logged = 0

    init(views count: Int) {
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(marker)
        unrelated = marker.topAnchor.constraint(equalTo: window.topAnchor)
        var constraints = [unrelated, marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                           marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10)]
        var previous: UIView?
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            constraints += [view.topAnchor.constraint(equalTo: window.topAnchor), view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                            view.heightAnchor.constraint(equalToConstant: 1)]
            if let previous {
                constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor, constant: 1))
                constraints.append(view.widthAnchor.constraint(equalToConstant: 50))
            } else {
                constraints.append(view.widthAnchor.constraint(equalToConstant: 100))
            }
            previous = view
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// The first layout pass; returns how many conflicts were logged.
    mutating func layOut() -> Int {
        logged += HeadlessLog.capture { window.layoutIfNeeded() }.count
        return logged
    }

    /// `count` passes, each after moving the unrelated constraint; returns the total logged.
    mutating func edit(times count: Int) -> Int {
        for step in 0..<count {
            unrelated.constant = Double(step + 1)
            logged += HeadlessLog.capture { window.layoutIfNeeded() }.count
        }
        return logged
    }
}

/// Times the conflict feed at growing sizes: the first pass, and ten edits after it.
@MainActor func conflictFeedBenchmark() {
    print("# conflict feed: N views whose required widths conflict with a chain (N−1 conflicts), first pass, then 10 passes after an unrelated constant change")
    for count in [40, 80, 160] {
        var firstTimes: [Double] = [], editTimes: [Double] = []
        var logs = 0
        for run in 0...runs {
            var feed = ConflictFeed(views: count)
            let start = clock.now
            _ = feed.layOut()
            let laidOut = clock.now
            logs = feed.edit(times: 10)
            let end = clock.now
            if run == 0 { continue }
            firstTimes.append(microseconds(laidOut - start))
            editTimes.append(microseconds(end - laidOut))
        }
        print(String(format: "model    conflicts-%-4ld         runs=%ld median_us=%.1f edits_us=%.1f per_edit_us=%.1f | logs=%ld",
                     count, firstTimes.count, median(firstTimes), median(editTimes), median(editTimes) / 10, logs))
    }
}
