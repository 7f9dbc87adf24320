import Foundation
import HeadlessUIKit
import Testing

/// Lays out the container screens of `UIKitCorpus/CorpusContainers.swift` (code that also
/// typechecks against the iOS 17 SDK) on an iPhone 15 (393 × 852, safe area 59/34, keyboard 336).
@Suite @MainActor struct ScrollViewCorpusTests {
    private func form() -> (UIWindow, CorpusFormView) {
        let window = UIWindow(headlessDevice: .iPhone15)
        let form = CorpusFormView(frame: window.bounds)
        window.addSubview(form)
        window.layoutIfNeeded()
        return (window, form)
    }

    @Test func formLayout() {
        let (_, form) = form()
        // The bar sits on the keyboard guide, whose top is the safe-area bottom: 852 − 34 − 56.
        #expect(form.buttonBar.frame == CGRect(x: 0, y: 762, width: 393, height: 56))
        #expect(form.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 762))
        // `.always`: the scroll view's safe area (59 top; its bottom is clear of the unsafe area).
        #expect(form.scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: -59))
        // Column: margins 20/16; header row 40 (the badge's diameter), custom 24, then three
        // 44-high fields and the referral field 12 apart: 20 + 40 + 24 + 4 × 44 + 3 × 12 + 20.
        #expect(form.column.frame == CGRect(x: 0, y: 0, width: 393, height: 316))
        #expect(form.scrollView.contentSize == CGSize(width: 393, height: 316))
        #expect(form.headerRow.frame == CGRect(x: 16, y: 20, width: 361, height: 40))
        // Row: badge 40, custom 16, the headline takes the rest (305), centred (40 − 24) / 2.
        #expect(form.avatar.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(form.headline.frame == CGRect(x: 56, y: 8, width: 305, height: 24))
        #expect(form.fields.map(\.frame.minY) == [84, 140, 196])
        #expect(form.referralField.frame == CGRect(x: 16, y: 252, width: 361, height: 44))
    }

    @Test func hidingTheReferralFieldShortensTheContent() {
        let (window, form) = form()
        form.setReferralVisible(false)
        window.layoutIfNeeded()
        // The gap before the hidden field goes: 316 − 44 − 12.
        #expect(form.scrollView.contentSize == CGSize(width: 393, height: 260))
        form.setReferralVisible(true)
        window.layoutIfNeeded()
        #expect(form.scrollView.contentSize.height == 316)
    }

    @Test func keyboardLiftsTheButtonBar() {
        let (window, form) = form()
        window.headlessKeyboard.show()
        // The keyboard's top is 852 − 336 = 516.
        #expect(form.buttonBar.frame == CGRect(x: 0, y: 460, width: 393, height: 56))
        #expect(form.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 460))
        #expect(form.keyboardOverlap == 336)
        #expect(form.lastAnimationDuration == 0.25)
        window.headlessKeyboard.hide()
        #expect(form.keyboardOverlap == 0)
        #expect(form.buttonBar.frame.minY == 762)
    }

    @Test func settingsTableHeader() {
        let root = rootView(390, 600)
        let settings = CorpusSettingsTable(width: 390)
        root.addSubview(settings.table)
        root.layoutIfNeeded()
        #expect(settings.table.style == .insetGrouped)
        #expect(settings.header.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(settings.table.contentSize == CGSize(width: 390, height: 96))
        settings.resizeHeader(to: 120)
        root.layoutIfNeeded()
        #expect(settings.header.frame.height == 120)
        #expect(settings.table.tableFooterView?.frame == CGRect(x: 0, y: 120, width: 390, height: 0))
    }
}
