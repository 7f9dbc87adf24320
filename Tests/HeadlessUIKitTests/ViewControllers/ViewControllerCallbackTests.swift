import Foundation
import HeadlessUIKit
import Testing

/// A controller that records its callbacks.
final class RecordingViewController: UIViewController {
    var log: [String] = []
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func loadView() {
        log.append("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() { super.viewDidLoad(); log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.append("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(name).viewDidDisappear") }
    override func updateViewConstraints() { log.append("\(name).updateViewConstraints"); super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.append("\(name).viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); log.append("\(name).viewSafeAreaInsetsDidChange") }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); log.append("\(name).viewLayoutMarginsDidChange") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.log.append("\(self.name).alongside(\(Int(self.view.bounds.width)))") },
                            completion: { _ in self.log.append("\(self.name).completion") })
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("\(name).traitCollectionDidChange")
    }
}

/// UIKit's callback order: documented in UIViewController's reference ("Managing the view's
/// appearance", "viewIsAppearing(_:)": called after viewWillAppear and before the view is laid
/// out; viewDidAppear after), and in WWDC 2023 "What's new in UIKit".
@Suite @MainActor struct ViewControllerCallbackTests {
    @Test func becomingTheRootViewController() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let controller = RecordingViewController("root")
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        window.rootViewController = controller
        #expect(controller.log == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing"])
        controller.log.removeAll()
        window.layoutIfNeeded()
        #expect(controller.log == [
            "root.updateViewConstraints", "root.viewSafeAreaInsetsDidChange", "root.viewLayoutMarginsDidChange",
            "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear",
        ])
        controller.log.removeAll()
        window.layoutIfNeeded()
        #expect(controller.log.isEmpty)
    }

    @Test func addingAndRemovingAChild() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let parent = RecordingViewController("parent"), child = RecordingViewController("child")
        window.rootViewController = parent
        window.layoutIfNeeded()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.log == ["child.willMove(parent)", "child.loadView", "child.viewDidLoad", "child.didMove(parent)"])
        #expect(parent.children.count == 1 && parent.children.first === child && child.parent === parent)
        child.log.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["child.willMove(nil)", "child.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func rotatingTellsTheControllerBeforeTheSizeChanges() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let controller = RecordingViewController("root")
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.log.removeAll()
        window.headlessOrientation = .landscape
        #expect(controller.log.prefix(2) == ["root.viewWillTransition(852x393)", "root.traitCollectionDidChange"])
        #expect(controller.log.suffix(2) == ["root.alongside(852)", "root.completion"])
    }

    @Test func replacingTheRootMakesTheOldOneDisappear() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let first = RecordingViewController("first"), second = RecordingViewController("second")
        window.rootViewController = first
        window.layoutIfNeeded()
        first.log.removeAll()
        window.rootViewController = second
        #expect(first.log == ["first.viewWillDisappear", "first.viewDidDisappear"])
        #expect(first.view.superview == nil && second.view.superview === window)
    }

    @Test func presentingAndDismissing() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let root = RecordingViewController("root"), sheet = RecordingViewController("sheet")
        window.rootViewController = root
        window.layoutIfNeeded()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(sheet.log == ["sheet.loadView", "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewIsAppearing"])
        window.layoutIfNeeded()
        #expect(sheet.log.last == "sheet.viewDidAppear")
        sheet.log.removeAll()
        sheet.dismiss(animated: true)
        #expect(sheet.log == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(root.presentedViewController == nil)
    }
}
