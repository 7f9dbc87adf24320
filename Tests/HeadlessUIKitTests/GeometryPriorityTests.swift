#if !canImport(UIKit)
import HeadlessUIKit
import Testing

@Suite struct GeometryPriorityTests {
    @Test func namedLevelsHaveUIKitsValues() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test func bothInitialisersKeepTheValue() {
        #expect(UILayoutPriority(999.5).rawValue == 999.5)
        #expect(UILayoutPriority(rawValue: 1) == UILayoutPriority(1))
    }

    @Test func arithmeticMatchesUIKit() {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((1 + UILayoutPriority.defaultLow).rawValue == 251)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.required - UILayoutPriority.defaultHigh == 250)
        var priority = UILayoutPriority.defaultLow
        priority += 10
        #expect(priority.rawValue == 260)
        priority -= 20
        #expect(priority.rawValue == 240)
    }

    @Test func prioritiesAreOrderedByValue() {
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UILayoutPriority.required > .defaultHigh + 249)
        let sorted = [UILayoutPriority.required, .fittingSizeLevel, .sceneSizeStayPut, .defaultLow].sorted()
        #expect(sorted.map(\.rawValue) == [50, 250, 500, 1000])
    }
}
#endif
