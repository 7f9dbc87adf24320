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

/// The seed library's initialisers and helpers its clients use: an image view with a content
/// mode, a titled button of a type, the first scrollable view, stored constraints.
extension InitialiserTests {
    @Test func imageViewsWithAContentMode() {
        let empty = UIImageView(contentMode: .scaleAspectFit)
        #expect(empty.image == nil && empty.contentMode == .scaleAspectFit)
        let image = UIImage(systemName: "star")
        let filled = UIImageView(image: image, contentMode: .center)
        #expect(filled.image === image && filled.contentMode == .center)
    }

    @Test func titledButtonsFollowTheTextSize() {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let button = UIButton(title: "Done", font: font, type: .system)
        #expect(button.buttonType == .system && button.title(for: .normal) == "Done")
        #expect(button.titleLabel?.font == font && button.titleLabel?.adjustsFontForContentSizeCategory == true)
        #expect(button.adjustsImageSizeForAccessibilityContentSizeCategory)
        let untitled = UIButton(type: .close)
        #expect(untitled.title(for: .normal) == nil)
    }

    @Test func theFirstScrollableViewIsFoundDepthFirst() {
        let root = UIView()
        let frozen = UIScrollView()
        frozen.isScrollEnabled = false
        let inner = UIScrollView()
        let later = UIScrollView()
        let wrapper = UIView()
        wrapper.addSubview(frozen)
        frozen.addSubview(inner)
        root.addSubview(wrapper)
        root.addSubview(later)
        // The disabled scroll view is skipped, but its scrollable subview is found before the
        // later sibling.
        #expect(root.firstScrollableView === inner)
        #expect(later.firstScrollableView === later)
        #expect(UIView().firstScrollableView == nil)
        let screen = UILabel(text: "Hi", textStyle: .body).verticallyScrollable()
        #expect(screen.firstScrollableView === screen)
    }

    @Test func storedConstraintsAreReplacedByIdentifier() throws {
        let window = phoneWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let first = box.addStoredConstraints {
            box.constrain(width: 100, height: 50)
        }
        #expect(first.identifier == .main && first.isActive && first.all.count == 2)
        window.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        let second = box.replaceStoredConstraints {
            box.constrain(width: 30, height: 20)
        }
        window.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 30, height: 20))
        #expect(!first.isActive && first.all.allSatisfy { !$0.isActive })
        #expect(box.storedConstraintsList() === second)
        // Lists under other identifiers are independent; they can be switched off and on.
        let wide = ConstraintsList.Identifier.custom("wide")
        box.addStoredConstraints(for: wide) { box.constrain(widthAndHeight: 300) }
        box.setStoredConstraints(isActive: false)
        window.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 300, height: 300))
        #expect(box.storedConstraintsList(for: wide)?.isActive == true && box.storedConstraintsList()?.isActive == false)
        #expect(box.storedConstraintsList(for: .custom("none")) == nil)
    }
}
