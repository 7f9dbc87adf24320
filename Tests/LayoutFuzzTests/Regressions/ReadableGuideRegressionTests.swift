#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// The fuzzer found that content wider than the readable width, filling a readable content
/// guide of a view whose width was otherwise free, widened the view a little more every layout
/// round, forever: the guide's width was the margins width minus an excess read back from the
/// last frame, so widening the view to make room raised the excess of the next round by as
/// much (found as a stack whose arranged view was filled, through its readable guide, by an
/// auto-adjusting stack with wide margins).
@Suite @MainActor struct ReadableGuideRegressionTests {
    @Test func contentWiderThanTheReadableWidthSettles() {
        let window = UIWindow(headlessDevice: .iPhone15ProMax, orientation: .portrait)
        let container = UIView(), content = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        container.addSubview(content)
        let guide = container.readableContentGuide
        let contentWidth = content.widthAnchor.constraint(equalToConstant: 700)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            contentWidth,
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let log = HeadlessLog.capture { window.layoutIfNeeded() }
        #expect(!log.contains { $0.category == .layoutLoop })
        // The guide is never wider than the readable width: one of the content's constraints
        // gives way, and the container's free width rests where it is.
        #expect(log.contains { $0.message.contains("Will attempt to recover by breaking constraint") })
        #expect(guide.layoutFrame.width <= 672)
        #expect(content.frame.width == 700)
        let frame = container.frame
        window.setNeedsLayout()
        #expect(HeadlessLog.capture { window.layoutIfNeeded() }.isEmpty)
        #expect(container.frame == frame)
    }

    @Test func theReadableGuideStillFollowsNarrowMarginsAndCapsWideOnes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
        let view = UIView()
        window.addSubview(view, filling: .superview)
        let guide = view.readableContentGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 384))
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 384))
        // Content that is free to shrink never pulls the view: the guide follows the view.
        let content = UIView()
        view.addSubview(content, filling: .readableContent)
        window.layoutIfNeeded()
        #expect(view.frame.width == 300)
        #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 384))
    }
}
#endif
