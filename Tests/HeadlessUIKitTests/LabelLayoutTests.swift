#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Labels in Auto Layout, frames worked out by hand from the default text model
/// (uikit-model.md §11.3) on an iPhone SE window (375 × 667, @2x: edges round to halves).
/// At 17 pt a letter is 8.5 wide, a space 4.25, a line 20.2871 high (→ 20.5 on the grid).
@MainActor @Suite struct LabelLayoutTests {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let window = UIWindow(headlessDevice: .iPhoneSE)

    private func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        return label
    }

    @Test func multiLineLabelWrapsAtTheWidthLayoutGivesIt() {
        withUniformTextModel {
            let label = label(sentence, lines: 0)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 200),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            ])
            window.layoutIfNeeded()
            // First round: one line (no width known yet). Second round at 200: two lines → 41.
            #expect(label.frame == CGRect(x: 20, y: 40, width: 200, height: 41))
            #expect(label.intrinsicContentSize == CGSize(width: 195.5, height: 41))

            // Narrower: three lines at 120 → 3 × 20.2871 = 60.86 → 61.
            label.constraints.first { $0.firstAttribute == .width }?.constant = 120
            window.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 20, y: 40, width: 120, height: 61))

            // A line limit of 2 keeps two lines.
            label.numberOfLines = 2
            window.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 20, y: 40, width: 120, height: 41))
        }
    }

    @Test func labelBetweenMarginsWrapsAndItsBottomFollows() {
        let title = label(sentence, lines: 0)
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(below)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 87.5),
            title.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -87.5),
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
            below.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Width 375 − 175 = 200: two lines, 41 high, from 20 + 8 = 28.
        #expect(title.frame == CGRect(x: 87.5, y: 28, width: 200, height: 41))
        #expect(below.frame == CGRect(x: 87.5, y: 77, width: 10, height: 10))
    }

    @Test func lowerHuggingLabelStretches() {
        withUniformTextModel {
            let name = label("Name"), value = label("Value")
            name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                name.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                value.topAnchor.constraint(equalTo: name.topAnchor),
            ])
            window.layoutIfNeeded()
            // 375 − 32 − 8 = 335 for both; "Name" keeps 4 × 8.5 = 34, "Value" takes 335 − 34.
            #expect(name.frame == CGRect(x: 16, y: 100, width: 34, height: 20.5))
            #expect(value.frame == CGRect(x: 58, y: 100, width: 301, height: 20.5))
        }
    }

    @Test func lowerCompressionResistanceLabelTruncates() {
        withUniformTextModel {
            let left = label("The quick brown fox jumps"), right = label("over the lazy dog again")
            left.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                left.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                right.topAnchor.constraint(equalTo: left.topAnchor),
            ])
            window.layoutIfNeeded()
            // Intrinsic 195.5 (21 letters, 4 spaces) and 178.5 (19 letters, 4 spaces) need 374 of
            // 335: the left label gives up 39 and truncates; the right keeps 178.5.
            #expect(left.intrinsicContentSize.width == 195.5)
            #expect(right.intrinsicContentSize.width == 178.5)
            #expect(left.frame == CGRect(x: 16, y: 100, width: 156.5, height: 20.5))
            #expect(right.frame == CGRect(x: 180.5, y: 100, width: 178.5, height: 20.5))
        }
    }

    @Test func firstBaselinesAlign() {
        withUniformTextModel {
            let small = label("Small"), large = label("Large")
            large.font = .systemFont(ofSize: 34)
            NSLayoutConstraint.activate([
                small.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                small.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
                large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
            ])
            window.layoutIfNeeded()
            // Ascenders 17 × 1950/2048 = 16.19 and 34 × 1950/2048 = 32.37: the large label's top is
            // at 100 − 16.19 = 83.81 → 84; its bottom 83.81 + 41 = 124.81 → 125.
            #expect(small.frame == CGRect(x: 16, y: 100, width: 42.5, height: 20.5))
            #expect(large.frame == CGRect(x: 66.5, y: 84, width: 85, height: 41))
        }
    }

    @Test func lastBaselineFollowsWrapping() {
        let body = label(sentence, lines: 0)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(marker)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            body.widthAnchor.constraint(equalToConstant: 200),
            body.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            marker.topAnchor.constraint(equalTo: body.lastBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        // Two lines: last baseline 100 + 20.2871 + 16.1865 = 136.47 → 136.5.
        #expect(marker.frame.minY == 136.5)
        body.text = "Short"
        window.layoutIfNeeded()
        // One line: 100 + 16.19 → 116.
        #expect(marker.frame.minY == 116)
    }

    @Test func contentSizeCategoriesChangeWrapping() {
        func height(in category: UIContentSizeCategory) -> CGFloat {
            var device = HeadlessDevice.iPhoneSE
            device.preferredContentSizeCategory = category
            let window = UIWindow(headlessDevice: device)
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = sentence
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            window.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 200),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            ])
            window.layoutIfNeeded()
            return label.frame.height
        }
        // xS, body 14: letters 7, spaces 3.5, lines 16.71. "The quick brown fox jumps over"
        // is 192.5 | "the lazy dog": 2 lines, 33.41 → 33.5.
        #expect(height(in: .extraSmall) == 33.5)
        // L, body 17: 2 lines → 41.
        #expect(height(in: .large) == 41)
        // AX5, body 53: letters 26.5, spaces 13.25, lines 63.25. The | quick | brown | fox |
        // jumps | over the (198.75) | lazy dog (198.75): 7 lines, 442.74 → 443.
        #expect(height(in: .accessibilityExtraExtraExtraLarge) == 443)
    }

    @Test func adjustingLabelFollowsItsWindow() {
        withUniformTextModel {
            var device = HeadlessDevice.iPhoneSE
            device.preferredContentSizeCategory = .accessibilityMedium
            let large = UIWindow(headlessDevice: device)
            let label = UILabel()
            label.text = "Hi"
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            window.addSubview(label)
            #expect(label.font.pointSize == 17)
            #expect(label.intrinsicContentSize == CGSize(width: 17, height: 20.5))
            large.addSubview(label)
            // Headline at AX1 is 28 pt semibold: 2 × 14 = 28 wide, 28 × 2444/2048 = 33.41 → 33.5.
            #expect(label.font.pointSize == 28)
            #expect(label.font.headlessWeight == .semibold)
            #expect(label.intrinsicContentSize == CGSize(width: 28, height: 33.5))
            label.adjustsFontForContentSizeCategory = false
            #expect(label.font.pointSize == 17)
        }
    }

    @Test func fittingSizeWrapsMultiLineLabels() {
        withUniformTextModel {
            let cell = UIView()
            cell.accessibilityIdentifier = "cell"
            window.addSubview(cell)
            let body = UILabel()
            body.translatesAutoresizingMaskIntoConstraints = false
            body.text = sentence
            body.numberOfLines = 0
            cell.addSubview(body)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
                body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            ])
            // Width 232 − 32 = 200: two lines (41) + 20.
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 232, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 232, height: 61))
            // Wide enough for one line: 331.5 + 32 = 363.5 wide, 20.5 + 20 high.
            #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 363.5, height: 40.5))
        }
    }

    @Test func layoutLogsNothing() {
        let log = HeadlessLog.capture {
            let body = label(sentence, lines: 0)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                body.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.layoutIfNeeded()
        }
        #expect(log.isEmpty)
    }
}
#endif
