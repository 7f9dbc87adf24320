import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §12 (the part available on both platforms today).
@Suite @MainActor struct InitialiserTests {
    final class Plain: UIView {}

    @Test func backgroundColourAndAlpha() {
        let view = UIView(backgroundColor: .white, alpha: 0.5)
        #expect(view.backgroundColor == .white && view.alpha == 0.5)
        #expect(view.frame == .zero && view.translatesAutoresizingMaskIntoConstraints)
        // Inherited by subclasses.
        let plain = Plain(backgroundColor: .systemBlue)
        #expect(plain.backgroundColor == .systemBlue && plain.alpha == 1)
    }
}

extension InitialiserTests {
    @Test func labelWithATextStyle() {
        let label = UILabel(text: "Title", textStyle: .largeTitle, alignment: .center)
        #expect(label.text == "Title" && label.textAlignment == .center && label.numberOfLines == 0)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .largeTitle))
        #expect(label.adjustsFontForContentSizeCategory)
        // The colour is left alone when none is given.
        #expect(label.textColor == UILabel().textColor)
    }

    @Test func labelWithAFixedFont() {
        let font = UIFont.systemFont(ofSize: 13)
        let label = UILabel(text: nil, font: font, color: .systemBlue, numberOfLines: 2)
        #expect(label.text == nil && label.font == font && label.textColor == .systemBlue && label.numberOfLines == 2)
        #expect(label.textAlignment == .natural && !label.adjustsFontForContentSizeCategory)
    }
}

extension InitialiserTests {
    @Test func platterButton() {
        let line = #line; let button = UIButton.platter(title: "Add More Text", titleColor: .white)
        #expect(button.title(for: .normal) == "Add More Text" && button.titleColor(for: .normal) == .white)
        #expect(button.backgroundColor == .systemBlue && button.layer.cornerRadius == 8)
        #expect(button.titleLabel?.adjustsFontForContentSizeCategory == true)
        // The button's own constraints (title layout) are installed on it too; pick the DSL's.
        let made = button.constraints.filter { $0.identifier?.hasPrefix("AutoLayoutConvenienceTests/") == true }
        #expect(made.map(fields) == [expected(button, .height, .equal, nil, constant: 50, id: id(line, "size.height"))])
        let plain = UIButton.platter(backgroundColor: .white)
        #expect(plain.backgroundColor == .white && plain.title(for: .normal) == nil)
        // No title colour is set when none is given: the system default stays.
        #expect(plain.titleColor(for: .normal) == UIButton(type: .system).titleColor(for: .normal))
    }

    /// The views of the README's complete example (C38) are built with these initialisers.
    @Test func readmeExampleViews() {
        let titleLabel = UILabel(text: "Title Label", textStyle: .largeTitle, alignment: .center)
        let subLabel = UILabel(text: String(repeating: "Sub label with a lot of text. ", count: 10), textStyle: .body, alignment: .center)
        let backgroundView = UIView(backgroundColor: .systemGroupedBackground)
        let actionButton = UIButton.platter(title: "Add More Text", titleColor: .white)
        let cancelButton = UIButton.platter(title: "Revert", backgroundColor: .white)
        #expect(titleLabel.font == UIFont.preferredFont(forTextStyle: .largeTitle) && subLabel.numberOfLines == 0)
        #expect(backgroundView.backgroundColor == .systemGroupedBackground)
        #expect(actionButton.backgroundColor == .systemBlue && cancelButton.backgroundColor == .white)
    }
}
