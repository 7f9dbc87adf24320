#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

@Suite("Debug colours") @MainActor
struct DebugColorTests {
    /// FNV-1a over UTF-8, written out independently of the module.
    private func hue(_ key: String) -> CGFloat {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return CGFloat(hash % 360) / 360
    }

    @Test func colourComesFromTheKey() {
        #expect(AutolayoutHelper.debugBackgroundColor(forKey: "v1") == UIColor(hue: hue("v1"), saturation: 0.6, brightness: 0.9, alpha: 0.4))
        #expect(AutolayoutHelper.debugBackgroundColor(forKey: "v1") == AutolayoutHelper.debugBackgroundColor(forKey: "v1"))
        #expect(AutolayoutHelper.debugBackgroundColor(forKey: "v1") != AutolayoutHelper.debugBackgroundColor(forKey: "v2"))
    }

    @Test func switchAppliesToViewsAddedAfterwards() throws {
        let view = container()
        let before = UIView(), after = UIView()
        before.backgroundColor = .red
        after.backgroundColor = .red
        let helper = AutolayoutHelper(view: view)
        helper.addView(before, withKey: "before")
        AutolayoutHelper.setDisplayBackgroundColorsForDebugging(true)
        helper.addView(after, withKey: "after")
        AutolayoutHelper.setDisplayBackgroundColorsForDebugging(false)
        #expect(before.backgroundColor == .red)
        #expect(after.backgroundColor == AutolayoutHelper.debugBackgroundColor(forKey: "after"))
    }
}
