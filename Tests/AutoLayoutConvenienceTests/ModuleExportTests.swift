import LayoutTestSupport
import Testing
import AutoLayoutConvenience

/// `import AutoLayoutConvenience` alone gives the layout model (UIKit or HeadlessUIKit).
@MainActor
@Suite("Module exports")
struct ModuleExportTests {
    @Test func oneImportGivesTheLayoutModel() {
        let view = UIView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.superview == nil)
    }
}
