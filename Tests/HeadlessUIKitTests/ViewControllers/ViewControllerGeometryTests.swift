import Foundation
import HeadlessUIKit
import Testing

/// A controller's root view on each device: it fills the window, its safe area is the window's,
/// and its margins are the system minimum from the safe area's edges.
///
/// Sources: root view margins are 16 points in compact width and 20 in regular width, and "on an
/// iPhone device in portrait the label ends up 16 points from the leading edge of the screen"
/// (useyourloaf.com/blog/changing-root-view-layout-margins/); the iPhone 6 Plus, and the Plus and
/// Max phones after it, use wider margins in portrait (medium.com/vik-s-code-journal, "Margins and
/// Autolayout on iPhone 6 Plus"); custom root margins are widened to the system minimum
/// (developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins).
@Suite @MainActor struct ViewControllerGeometryTests {
    private func shown(on device: HeadlessDevice, _ orientation: HeadlessOrientation = .portrait) -> (UIWindow, UIViewController) {
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = controller.view.layoutMarginsGuide
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test(arguments: [
        (HeadlessDevice.iPhoneSE, HeadlessOrientation.portrait, CGRect(x: 16, y: 20, width: 343, height: 647)),
        (.iPhone15, .portrait, CGRect(x: 16, y: 59, width: 361, height: 759)),
        (.iPhone15, .landscape, CGRect(x: 75, y: 0, width: 702, height: 372)),
        (.iPhone15ProMax, .portrait, CGRect(x: 20, y: 59, width: 390, height: 839)),
        (.iPhone15ProMax, .landscape, CGRect(x: 79, y: 0, width: 774, height: 409)),
        (.iPadPro11, .portrait, CGRect(x: 20, y: 24, width: 794, height: 1150)),
        (.iPadPro11, .landscape, CGRect(x: 20, y: 24, width: 1154, height: 790)),
    ])
    func rootViewMarginsSitInsideTheSafeArea(device: HeadlessDevice, orientation: HeadlessOrientation, margins: CGRect) {
        let (window, controller) = shown(on: device, orientation)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.safeAreaInsets == device.safeAreaInsets(in: orientation))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == margins)
        #expect(controller.view.directionalLayoutMargins.top == 0 && controller.view.directionalLayoutMargins.bottom == 0)
    }

    @Test func aSplitViewIPadInCompactWidthHas16PointMargins() {
        let (window, controller) = shown(on: .iPadPro11(split: .oneThird, orientation: .landscape), .landscape)
        #expect(controller.view.frame.width == 375)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 16)
        #expect(window.bounds.width == 375)
    }

    @Test func customRootMarginsAreWidenedToTheMinimumUnlessTheControllerOptsOut() {
        let (window, controller) = shown(on: .iPhone15)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 40)
        controller.view.layoutIfNeeded()
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 69, width: 337, height: 739))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutIfNeeded()
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 69, width: 349, height: 739))
        #expect(window.isKeyWindow)
    }

    @Test func additionalSafeAreaInsetsWidenAChildsSafeArea() {
        let (window, parent) = shown(on: .iPhone15)
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds
        child.didMove(toParent: parent)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        parent.view.layoutIfNeeded()
        #expect(parent.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        _ = child.view.safeAreaLayoutGuide
        window.layoutIfNeeded()
        #expect(child.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 103, width: 393, height: 666))
    }

    @Test func aRotationResizesTheRootViewAndItsSubviews() {
        let (window, controller) = shown(on: .iPhone15)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 67, width: 361, height: 100))
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(card.frame == CGRect(x: 75, y: 8, width: 702, height: 100))
    }

    /// Full screen covers the window; a page sheet on a phone starts 10 points below the safe
    /// area's top on phones with a home indicator (393 × 852: y 69, height 783) and 20 on the
    /// iPhone SE (y 40, height 627), as measured with the largest detent
    /// (github.com/boscojwho/SheetInteraction, Detents.swift).
    @Test func presentedViewsGetTheFramesOfTheirStyle() {
        let (window, controller) = shown(on: .iPhone15)
        let sheet = UIViewController()
        controller.present(sheet, animated: true)
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(sheet.presentingViewController === controller && controller.presentedViewController === sheet)
        controller.dismiss(animated: false)
        #expect(sheet.view.superview == nil && controller.presentedViewController == nil)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        controller.present(cover, animated: false)
        #expect(cover.view.frame == window.bounds)
        let (smallWindow, small) = shown(on: .iPhoneSE)
        let smallSheet = UIViewController()
        small.present(smallSheet, animated: false)
        #expect(smallSheet.view.frame == CGRect(x: 0, y: 40, width: 375, height: 627))
        #expect(smallSheet.view.window === smallWindow)
    }
}
