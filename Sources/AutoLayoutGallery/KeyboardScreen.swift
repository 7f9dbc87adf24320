import AutoLayoutConvenience

extension GalleryScreen {
    /// Keyboard guides with the simulated keyboard shown: a form fills the keyboard safe area,
    /// its send button sits right above the keyboard, and a stand-in fills the keyboard frame.
    public static let keyboard = GalleryScreen(
        name: "keyboard",
        title: "Keyboard",
        code: """
            addSubview(form, filling: .keyboardSafeArea, insets: .all(16))
            form.addSubview(send, pinnedTo: .bottom, horizontally: .trailing)
            addSubview(keyboardStandIn, filling: .keyboardFrame)
            window.headlessKeyboard.show()          // the simulated keyboard (HeadlessUIKit)
            """,
        build: { screen in
            let form = GalleryTile.make("form", caption: "filling: .keyboardSafeArea", color: .systemBlue, captionOnTop: true)
            let send = GalleryTile.make("send", caption: "pinnedTo: .bottom, .trailing", color: .systemOrange)
            let keyboardStandIn = UIView(backgroundColor: .systemGray3)
            keyboardStandIn.accessibilityIdentifier = "keyboard"
            screen.addSubview(form, filling: .keyboardSafeArea, insets: .all(16))
            form.addSubview(send, pinnedTo: .bottom, horizontally: .trailing)
            screen.addSubview(keyboardStandIn, filling: .keyboardFrame)
            #if !canImport(UIKit)
            screen.window?.headlessKeyboard.show()  // on iOS the keyboard comes with a first responder
            #endif
        })
}
