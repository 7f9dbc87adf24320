#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Lays out `UIKitCorpus/CorpusControls.swift` (code that also typechecks against the iOS 17
/// SDK) on an iPhone SE (375 wide, @2x); frames worked out by hand from the text model.
@MainActor @Suite struct LabelCorpusTests {
    @Test func messageCellFrames() {
        withUniformTextModel {
            let window = UIWindow(headlessDevice: .iPhoneSE)
            let cell = CorpusMessageCell(frame: CGRect(x: 0, y: 20, width: 375, height: 200))
            window.addSubview(cell)
            let log = HeadlessLog.capture { window.layoutIfNeeded() }
            #expect(log.isEmpty)
            #expect(cell.avatar.frame == CGRect(x: 16, y: 16, width: 40, height: 40))
            #expect(cell.avatar.layer.cornerRadius == 20)
            // "Ada Lovelace", headline 17 pt semibold: 11 × 8.5 + 4.25 = 97.75 → 98; line 20.5.
            #expect(cell.nameLabel.frame == CGRect(x: 68, y: 16, width: 98, height: 20.5))
            // "Follow": 6 × 8.5 + 24 = 75 by 20.5 + 14; centred on the name (26.25): top 9.
            #expect(cell.followButton.frame == CGRect(x: 284, y: 9, width: 75, height: 34.5))
            // Body: 291 wide (68 … 359) → "Analytical engines weave algebraic" (276.25) |
            // "patterns just as looms weave flowers" (284.75) | "and leaves." : 3 lines, 61.
            // Top: the name's last baseline 16 + 16.19 + 8 = 40.19 → 40; bottom 101.19 → 101.
            #expect(cell.bodyLabel.frame == CGRect(x: 68, y: 40, width: 291, height: 61))
            // Note: 12 pt, one line 14.32 + 16 = 30.5, from 101.19 + 4 = 105.19 → 105.
            #expect(cell.noteView.frame == CGRect(x: 68, y: 105, width: 291, height: 30.5))
            #expect(cell.bodyHeight(forWidth: 291) == 61)
        }
    }

    @Test func messageCellFittingHeight() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let cell = CorpusMessageCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        window.addSubview(cell)
        // The note's bottom 135.69 + 16 = 151.69 → 151.5 on the @2x grid.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 151.5))
    }
}
#endif
