import Foundation
import HeadlessUIKit
import Testing

/// The sizes of the standard controls, in light and dark and at two Dynamic Type sizes (none of
/// them changes with either; only colours do).
///
/// Sources: UIKit's iOS 17 SDK headers — `UIActivityIndicatorView.h` ("sizes the view
/// according to the style", `hidesWhenStopped` "default is YES. calls -setHidden when animating
/// gets set to NO", style raw values 100/101), `UIStepper.h` (value 0, minimum 0, maximum 100,
/// step 1, "clamped to min/max", wraps NO), `UIProgressView.h` ("sets the view height according
/// to the style", progress "values outside are pinned"), `UISlider.h` (0…1, "pinned to
/// min/max", `setValue(_:animated:)` "does not send action"), `UIVisualEffectView.h` ("Do not
/// add subviews directly to UIVisualEffectView, use this view instead"); Esri maps-app-ios
/// issue 67 ("As of iOS 11, the UISearchBar's intrinsic content size has increased from 44 to
/// 56"); Simplenote iOS pull request 941 (the search field's "standard 36pt"); Apple's Human
/// Interface Guidelines, segmented controls ("all segments are equal in width"); recorded iOS 11
/// to 16 hierarchies of system bars (`_UIVisualEffectContentView … autoresize = W+H`, filling the
/// effect view); getsentry/sentry-cocoa `SentryUIRedactBuilderTests+Common.swift` (a slider made
/// 80 × 20 stays `(10 10; 80 20)` on iOS 16 to 26). Values marked [MODEL] in the controls' own
/// documentation have no published recording.
@Suite @MainActor struct ControlSizingTests {
    private let keeper = WindowKeeper()

    /// A window in each appearance and at a regular and an accessibility text size.
    private func windows() -> [UIWindow] {
        [UIUserInterfaceStyle.light, .dark].flatMap { style in
            [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge].map { category in
                var device = HeadlessDevice.iPhone15
                device.userInterfaceStyle = style
                device.preferredContentSizeCategory = category
                return keeper.keep(UIWindow(headlessDevice: device, orientation: .portrait))
            }
        }
    }

    /// Lays `control` out in `window` at its intrinsic size, at (16, 100).
    private func placed(_ control: UIView, in window: UIWindow, width: CGFloat? = nil) -> CGRect {
        control.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(control)
        var constraints = [
            control.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            control.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ]
        if let width { constraints.append(control.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return control.frame
    }

    @Test func activityIndicatorsTakeTheirStylesSize() {
        for window in windows() {
            #expect(placed(UIActivityIndicatorView(style: .medium), in: window) == CGRect(x: 16, y: 100, width: 20, height: 20))
            #expect(placed(UIActivityIndicatorView(style: .large), in: window) == CGRect(x: 16, y: 100, width: 37, height: 37))
        }
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView().style == .medium && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test func anIndicatorIsHiddenWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func steppersAreNinetyFourByThirtyTwoAndClampTheirValue() {
        for window in windows() {
            #expect(placed(UIStepper(), in: window) == CGRect(x: 16, y: 100, width: 94, height: 32))
        }
        let stepper = UIStepper()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        stepper.maximumValue = 2
        stepper.headlessIncrement()
        stepper.headlessIncrement()
        stepper.headlessIncrement()
        #expect(values == [1, 2, 2], "clamped to the maximum")
        stepper.wraps = true
        stepper.headlessIncrement()
        #expect(stepper.value == 0, "wraps to the minimum")
    }

    @Test func progressViewsAreFourPointsHighWithoutIntrinsicWidth() {
        for window in windows() {
            #expect(placed(UIProgressView(progressViewStyle: .default), in: window, width: 200) == CGRect(x: 16, y: 100, width: 200, height: 4))
        }
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.frame.height == 4 && bar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.observedProgress = { let progress = Progress(totalUnitCount: 4); progress.completedUnitCount = 1; return progress }()
        #expect(bar.progress == 0.25)
    }

    @Test func slidersKeepTheirFrameAndPinTheirValue() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        root.addSubview(slider)
        root.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
        for window in windows() {
            #expect(placed(UISlider(), in: window, width: 200) == CGRect(x: 16, y: 100, width: 200, height: 31))
        }
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.setValue(3, animated: true)
        #expect(slider.value == 1 && sent == 0, "pinned, and no action from setValue")
        slider.headlessSlide(to: 0.25)
        #expect(slider.value == 0.25 && sent == 1)
    }

    @Test func segmentsShareTheWidestSegmentsWidth() {
        let titles = ["Day", "Week", "Month"]
        let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let ideal = titles.map { title in
            (HeadlessEnvironment.textMeasurer.measure(title, font: font, maxWidth: .greatestFiniteMagnitude,
                                                      numberOfLines: 1, lineBreakMode: .byClipping).size.width + 18).rounded(.up)
        }
        let expectedWidth = 3 * ideal.max()! + 2
        for window in windows() {
            let control = UISegmentedControl(items: titles)
            #expect(placed(control, in: window) == CGRect(x: 16, y: 100, width: expectedWidth, height: 32))
            let segments = control.headlessSegmentFrames
            #expect(segments.map(\.width) == Array(repeating: ideal.max()!, count: 3))
            #expect(segments.map(\.minX) == [0, ideal.max()! + 1, 2 * (ideal.max()! + 1)])
        }
        let apportioned = UISegmentedControl(items: titles)
        apportioned.apportionsSegmentWidthsByContent = true
        #expect(apportioned.intrinsicContentSize.width == ideal.reduce(0, +) + 2)
        let fixed = UISegmentedControl(items: titles)
        fixed.setWidth(100, forSegmentAt: 0)
        #expect(fixed.intrinsicContentSize.width == 100 + 2 * ideal[1...].max()! + 2)
        fixed.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(fixed.headlessSegmentFrames.map(\.width) == [100, 99, 99], "the rest of the room shared by the others")
    }

    @Test func segmentsSelectAndPerformTheirActions() {
        var performed: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { _ in performed.append("list") }, UIAction(title: "Grid") { _ in performed.append("grid") },
        ])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(control.frame.size == control.intrinsicContentSize && control.numberOfSegments == 2)
        control.headlessSelectSegment(at: 1)
        #expect(control.selectedSegmentIndex == 1 && performed == ["grid"] && changes == 1)
        control.setEnabled(false, forSegmentAt: 0)
        control.headlessSelectSegment(at: 0)
        #expect(control.selectedSegmentIndex == 1 && changes == 1, "a disabled segment does nothing")
        control.insertSegment(withTitle: "Map", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Map")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)
    }

    @Test func anEffectViewsContentViewFillsIt() {
        for window in windows() {
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            let label = UILabel()
            label.text = "Now Playing"
            label.translatesAutoresizingMaskIntoConstraints = false
            effect.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: effect.contentView.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: effect.contentView.centerYAnchor),
            ])
            effect.heightAnchor.constraint(equalToConstant: 48).isActive = true
            #expect(placed(effect, in: window, width: 300) == CGRect(x: 16, y: 100, width: 300, height: 48))
            #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 48))
            #expect(abs(label.center.x - 150) < 0.5 && abs(label.center.y - 24) < 0.5)
        }
    }

    @Test func aSearchBarIsFiftySixHighWithItsFieldInside() {
        for window in windows() {
            let bar = UISearchBar()
            bar.placeholder = "Search"
            #expect(placed(bar, in: window, width: 361) == CGRect(x: 16, y: 100, width: 361, height: 56))
            #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 345, height: 36))
        }
        let bar = UISearchBar()
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 56))
        let log = HeadlessLog.capture { bar.setShowsCancelButton(true, animated: true); bar.showsScopeBar = true }
        #expect(log.map(\.category) == [.notModelled], "logged once")
    }

    @Test func typingIntoASearchBarTellsItsDelegate() {
        final class Recorder: NSObject, UISearchBarDelegate {
            var events: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("begin") }
        }
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
        window.addSubview(bar)
        let recorder = Recorder()
        bar.delegate = recorder
        bar.searchTextField.headlessType("tea")
        bar.searchTextField.headlessPressReturn()
        #expect(recorder.events == ["begin", "text tea", "search"])
        #expect(bar.text == "tea")
        final class Refusing: NSObject, UISearchBarDelegate {
            func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { false }
        }
        let refusing = Refusing()
        let locked = UISearchBar(frame: CGRect(x: 0, y: 60, width: 393, height: 56))
        window.addSubview(locked)
        locked.delegate = refusing
        locked.searchTextField.headlessType("x")
        #expect(locked.text?.isEmpty ?? true && !locked.searchTextField.isFirstResponder, "the delegate refused editing")
    }

    @Test func pageControlsSizeToTheirPages() {
        let pages = UIPageControl()
        pages.numberOfPages = 4
        // Four 10-point dots 8 apart, padded 14 at the ends and 8 above and below.
        for window in windows() {
            let control = UIPageControl()
            control.numberOfPages = 4
            #expect(placed(control, in: window) == CGRect(x: 16, y: 100, width: 4 * 10 + 3 * 8 + 28, height: 26))
        }
        pages.backgroundStyle = .minimal
        #expect(pages.intrinsicContentSize == CGSize(width: 4 * 10 + 3 * 8, height: 10))
        var changes = 0
        pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        pages.headlessSelectPage(2)
        pages.headlessSelectPage(9)
        #expect(pages.currentPage == 2 && changes == 1)
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        #expect(pages.isHidden && pages.currentPage == 0)
    }

    @Test func compactDatePickersShowTheirTextInCapsules() throws {
        let date = try #require(ISO8601DateFormatter().date(from: "2026-11-26T19:36:00Z"))
        var heights: [CGFloat] = []
        for window in windows() {
            let picker = UIDatePicker()
            picker.locale = Locale(identifier: "en_US")
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.date = date
            let frame = placed(picker, in: window)
            #expect(picker.datePickerStyle == .compact && picker.headlessCapsuleTexts.count == 2)
            #expect(picker.headlessCapsuleTexts[0] == "Nov 26, 2026")
            let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
            let widths = picker.headlessCapsuleTexts.map { text in
                (HeadlessEnvironment.textMeasurer.measure(text, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1,
                                                          lineBreakMode: .byClipping).size.width * 3).rounded(.up) / 3 + 24
            }
            #expect(abs(frame.width - (widths[0] + 4 + widths[1])) < 1e-9)
            heights.append(frame.height)
        }
        // The capsules follow Dynamic Type: taller at AX3 than at Large, in either appearance.
        #expect(heights[0] == heights[2] && heights[1] == heights[3] && heights[1] > heights[0])
        let timer = UIDatePicker()
        timer.datePickerMode = .countDownTimer
        timer.countDownDuration = 100_000
        #expect(timer.datePickerStyle == .wheels && timer.intrinsicContentSize == CGSize(width: 320, height: 216) && timer.countDownDuration == 86_399)
    }

    @Test func capsuleTextsFollowEveryChangeOfWhatTheyShow() throws {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = try #require(ISO8601DateFormatter().date(from: "2026-11-26T19:36:00Z"))
        #expect(picker.headlessCapsuleTexts.first == "Nov 26, 2026")
        picker.date = try #require(ISO8601DateFormatter().date(from: "2026-11-27T19:36:00Z"))
        #expect(picker.headlessCapsuleTexts.first == "Nov 27, 2026")
        picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        #expect(picker.headlessCapsuleTexts.first == "Nov 28, 2026", "04:36 the next day in Tokyo")
        picker.locale = Locale(identifier: "de_DE")
        #expect(picker.headlessCapsuleTexts.first == "28.11.2026")
        picker.calendar = Calendar(identifier: .buddhist)
        #expect(picker.headlessCapsuleTexts.first?.contains("2569") == true, "the Buddhist era counts 543 years more")
        picker.datePickerMode = .time
        #expect(picker.headlessCapsuleTexts.count == 1)
    }

    @Test func aRefreshControlLivesInItsScrollView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        #expect(refresh.superview === table && !refresh.isRefreshing)
        refresh.headlessPullToRefresh()
        refresh.headlessPullToRefresh()
        #expect(refresh.isRefreshing && pulls == 1, "a pull while refreshing does nothing")
        refresh.endRefreshing()
        table.refreshControl = nil
        #expect(refresh.superview == nil && !refresh.isRefreshing)
    }
}

/// Fixed-size controls hug their intrinsic size at 750 (Xcode's defaults as tabulated in the Stack
/// Overflow answer "What are the default Auto Layout Content Hugging and Content Compression
/// Resistance priority values?": UISwitch, UIStepper, UIActivityIndicatorView 750/750,
/// UIProgressView 250/750), so a label beside one takes the free space, not the control.
@MainActor @Suite struct ControlHuggingTests {
    @Test func fixedSizeControlsHugAtDefaultHigh() {
        for control in [UISwitch(), UIStepper(), UIActivityIndicatorView(style: .medium)] as [UIView] {
            #expect(control.contentHuggingPriority(for: .horizontal) == .defaultHigh, "\(type(of: control))")
            #expect(control.contentHuggingPriority(for: .vertical) == .defaultHigh, "\(type(of: control))")
        }
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UISlider().contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func aLabelBesideASwitchTakesTheRoom() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel(), toggle = UISwitch()
        label.text = "Wi-Fi"
        for view in [label, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            toggle.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor), toggle.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(abs(toggle.frame.width - toggle.intrinsicContentSize.width) < 1e-9)
        #expect(abs(toggle.frame.height - toggle.intrinsicContentSize.height) < 1e-9)
        #expect(abs(label.frame.width - (320 - 16 - 8 - 16 - toggle.intrinsicContentSize.width)) < 1e-9)
        #expect(!label.hasAmbiguousLayout && !toggle.hasAmbiguousLayout)
    }
}
