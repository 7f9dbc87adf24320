import Foundation
import HeadlessUIKit
import LayoutSolver

/// A form in a vertical scroll view filling an iPhone 15 window: rows chained one below the
/// other in the scroll view's content, each a caption label above a wrapping value label, the
/// rows as wide as the scroll view's frame. Rotating turns the window to landscape.
@MainActor
struct ScrollForm {
    let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
    let scroll = UIScrollView()

    init(rows count: Int) {
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        var constraints = [
            scroll.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ]
        var previousBottom = content.topAnchor
        for index in 0..<count {
            let caption = UILabel(), value = UILabel()
            caption.text = "Field \(index)"
            value.text = String(repeating: "A value that may wrap. ", count: 1 + index % 4)
            value.numberOfLines = 0
            for label in [caption, value] {
                label.translatesAutoresizingMaskIntoConstraints = false
                scroll.addSubview(label)
                constraints += [
                    label.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 20),
                    label.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
                ]
            }
            constraints += [
                caption.topAnchor.constraint(equalTo: previousBottom, constant: 12),
                value.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 4),
            ]
            previousBottom = value.bottomAnchor
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: previousBottom, constant: 12))
        NSLayoutConstraint.activate(constraints)
    }

    /// Lays out; returns the content height, as a check.
    func layOut() -> Double {
        window.layoutIfNeeded()
        return Double(scroll.contentSize.height)
    }

    /// Turns the window to landscape and lays out; returns the content height.
    func rotate() -> Double {
        window.headlessOrientation = .landscape
        return layOut()
    }
}

/// The 100-row form in a scroll view: first layout and rotation, next to the raw solve of the
/// constraints the model ended with.
@MainActor func scrollFormBenchmark() {
    print("# scroll form: 100 chained rows (caption + wrapping value) in a UIScrollView on an iPhone 15 window; first layout, then rotation")
    let (first, rotation, raw, check) = timeLayoutAndRotation(runs: runs) {
        let form = ScrollForm(rows: 100)
        return (form.window, form.layOut, form.rotate)
    }
    print(String(format: "model    scroll-form-100  runs=%ld first_us=%.0f rotate_us=%.0f raw_us=%.0f model/raw=%.2fx | content_height=%.1f",
                 runs, first, rotation, raw, (first + rotation) / (2 * raw), check))
}
