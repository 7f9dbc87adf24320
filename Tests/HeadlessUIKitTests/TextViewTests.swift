#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Text views that do not scroll size to their text (12-pt default font: letters 6, spaces 3,
/// lines 14.32), plus insets 8 + 8 and line padding 5 + 5; iPhone SE, @2x.
@MainActor @Suite struct TextViewTests {
    let window = UIWindow(headlessDevice: .iPhoneSE)

    @Test func scrollingTextViewsHaveNoIntrinsicSize() {
        let view = UITextView()
        view.text = "Hello"
        #expect(view.isScrollEnabled)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    }

    @Test func nonScrollingTextViewSizesToItsText() {
        withUniformTextModel {
            let view = UITextView()
            window.addSubview(view)
            view.isScrollEnabled = false
            // Empty: one caret line, 14.32 + 16 = 30.32 → 30.5; width the paddings.
            #expect(view.intrinsicContentSize == CGSize(width: 10, height: 30.5))
            view.text = "Hello"
            #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30.5))
            view.font = .systemFont(ofSize: 20)
            // 5 × 10 + 10 = 60; 20 × 2444/2048 = 23.87 + 16 → 39.87 → 40.
            #expect(view.intrinsicContentSize == CGSize(width: 60, height: 40))
        }
    }

    @Test func nonScrollingTextViewWrapsInLayout() {
        withUniformTextModel {
            let view = UITextView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.isScrollEnabled = false
            view.text = "aaaa bbbb cccc dddd"
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            ])
            window.layoutIfNeeded()
            // 100 − 10 = 90 for text: "aaaa bbbb cccc" (78) | "dddd": 2 × 14.32 + 16 = 44.64 → 45.
            #expect(view.frame == CGRect(x: 20, y: 40, width: 100, height: 45))
            #expect(view.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 88, height: 45))
        }
    }

    @Test func theTextContainersPaddingCountsInTheSize() {
        withUniformTextModel {
            let view = UITextView()
            window.addSubview(view)
            view.isScrollEnabled = false
            view.text = "Hello"
            #expect(view.intrinsicContentSize.width == 40)
            view.textContainer.lineFragmentPadding = 0
            #expect(view.intrinsicContentSize.width == 30)
        }
    }
}
#endif
