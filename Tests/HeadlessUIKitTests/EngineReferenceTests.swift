import Testing
@testable import HeadlessUIKit

/// The records of an engine's constraints point at it without keeping it alive, and without a
/// `weak` reference (which would slow every retain of the engine): once the engine is gone,
/// they read nil.
@MainActor @Suite struct EngineReferenceTests {
    @Test func aRecordReadsNoEngineOnceItsEngineIsGone() throws {
        let constraint: NSLayoutConstraint
        weak var goneEngine: LayoutEngine?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            constraint.isActive = true
            root.layoutIfNeeded()
            #expect(child.frame.width == 100)
            let record = try #require(constraint.engineRecord)
            #expect(record.engine === root.storedLayoutEngine)
            goneEngine = root.storedLayoutEngine
        }
        #expect(goneEngine == nil)
        // The constraint keeps its record; the record no longer reaches the engine.
        let record = try #require(constraint.engineRecord)
        #expect(record.engine == nil)
        #expect(!constraint.isActive)
    }
}
