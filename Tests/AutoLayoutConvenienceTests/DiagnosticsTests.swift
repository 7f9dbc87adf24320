import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §0.4.5, §0.5: bad input is reported with the call site and never crashes.
@Suite @MainActor struct DiagnosticsTests {
    @Test func logLineFormat() {
        let diagnostic = LayoutDiagnostic(kind: .invalidArgument, message: "bad", file: "App/View.swift", line: 3)
        #expect(diagnostic.logLine == "[AutoLayoutConvenience] App/View.swift:3: bad")
        #expect(LayoutDiagnostic.Kind.conditionalOscillation.rawValue == "conditionalOscillation")
        #expect(LayoutDiagnostic.Kind.conditionalSuperviewMismatch.rawValue == "conditionalSuperviewMismatch")
    }

    @Test func noSuperview() {
        let view = UIView()
        var list: ConstraintsList?
        let line = #line; let reported = diagnostics { list = view.constrain(filling: .safeArea) }
        #expect(reported.count == 4)
        #expect(reported.allSatisfy { $0.kind == .unresolvedAnchorable && $0.file == "AutoLayoutConvenienceTests/DiagnosticsTests.swift" && $0.line == UInt(line) })
        #expect(reported.first?.message == "fill: .safeArea needs a superview, but the view has none; the top constraint was not created")
        #expect(list?.all.isEmpty == true)
    }

    @Test func theRestOfTheOperationIsDone() {
        let view = UIView(), other = UIView()
        var list: ConstraintsList?
        let reported = diagnostics { list = view.constrain(filling: .top(.relative(other), others: .superview)) }
        #expect(reported.map(\.kind) == [.unresolvedAnchorable, .unresolvedAnchorable, .unresolvedAnchorable, .noCommonAncestor])
        #expect(list?.all.count == 1 && list?.top?.isActive == false)
    }

    @Test func viewsWithoutCommonAncestor() {
        let rootA = rootView(), rootB = rootView(), view = IntrinsicView(10, 10), other = UIView()
        rootB.addSubview(other)
        var list: ConstraintsList?
        let reported = diagnostics { list = rootA.addSubview(view, pinnedTo: .top, of: .relative(other)) }
        #expect(reported.map(\.kind) == [.noCommonAncestor])
        #expect(reported.first?.message.contains("edge.main.top") == true)
        #expect(list?.all.map(\.isActive) == [true, true, false])
        rootA.layoutIfNeeded()
    }

    @Test func guideWithoutOwningView() {
        let root = rootView(), view = UIView()
        var list: ConstraintsList?
        let reported = diagnostics { list = root.addSubview(view, filling: .guide(UILayoutGuide())) }
        #expect(reported.count == 4 && reported.allSatisfy { $0.kind == .noCommonAncestor })
        #expect(list?.all.count == 4 && list?.isActive == true)
    }

    @Test func keyboardAnchorablesResolveToTheKeyboardGuides() {
        let root = rootView(), view = UIView()
        var list: ConstraintsList?
        let reported = diagnostics { list = root.addSubview(view, filling: .keyboardSafeArea) }
        #expect(reported.isEmpty)
        #expect(list?.all.count == 4)
        #expect(list?.top?.firstItem === root.keyboardSafeAreaLayoutGuide)
    }

    @Test func unqualifiedKeyboardAnchorablesNeedASuperview() {
        let view = UIView()
        let reported = diagnostics { view.constrain(filling: .keyboardFrame) }
        #expect(reported.count == 4 && reported.allSatisfy { $0.kind == .unresolvedAnchorable })
    }

    @Test func nanConstantsAreReportedAndSkipped() {
        let root = rootView(), view = IntrinsicView(10, 10)
        var list: ConstraintsList?
        let reported = diagnostics { list = root.addSubview(view, centeredIn: .superview, offset: CGPoint(x: CGFloat.nan, y: 5)) }
        #expect(reported.map(\.kind) == [.invalidArgument])
        #expect(list?.all.map(\.firstAttribute) == [.centerY])
    }

    @Test func nanSizesAreReportedAndSkipped() {
        let view = UIView()
        let reported = diagnostics {
            view.constrain(width: .nan, height: 10).constrain(widthBetween: 1...CGFloat.infinity).constrainAspectRatio(CGFloat.nan)
        }
        #expect(reported.map(\.kind) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(view.constraints.map(\.firstAttribute) == [.height, .width])
    }

    @Test func aspectRatioOfAZeroHeight() {
        let view = UIView()
        let reported = diagnostics { view.constrainAspectRatio(for: CGSize(width: 10, height: 0)) }
        #expect(reported.map(\.kind) == [.invalidArgument])
        #expect(view.constraints.isEmpty)
    }

    @Test func invalidPriorities() {
        let root = rootView(), view = UIView()
        let list = root.addSubview(view, filling: .superview)
        let reported = diagnostics {
            list.changePriority(UILayoutPriority(1001))
            view.constrain(width: 10, priority: UILayoutPriority(0))
        }
        #expect(reported.map(\.kind) == [.invalidArgument, .invalidArgument])
        #expect(list.all.allSatisfy { $0.priority == .required })
        #expect(view.constraints.isEmpty)
    }

    @Test func theFunnelChecksConstraintsMadeElsewhere() {
        let rootA = rootView(), rootB = rootView(), view = UIView(), other = UIView()
        rootA.addSubview(view)
        rootB.addSubview(other)
        let apart = view.topAnchor.constraint(equalTo: other.topAnchor)
        var list: ConstraintsList?
        let line = #line; let reported = diagnostics { list = ConstraintsList.activate([apart], for: view) }
        #expect(reported.map(\.kind) == [.noCommonAncestor])
        #expect(reported.first?.line == UInt(line))
        #expect(list?.isActive == true && !apart.isActive)
    }
}
