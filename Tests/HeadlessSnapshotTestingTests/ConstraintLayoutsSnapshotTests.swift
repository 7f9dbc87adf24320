#if canImport(UIKit)
import UIKit
#else
import HeadlessSnapshotTesting
import HeadlessUIKit
#endif
import SnapshotTesting
import Testing

/// Plain views placed with constraints in a view controller's white root view, snapshotted as
/// `recursiveDescription` on several phones: sizes with priorities and inequalities, centring
/// with offsets and multipliers, edges, margins, safe areas, a layout guide, dimension
/// multipliers, the visual format language and chains.
///
/// The layouts are those of Tinder/Layout's snapshot tests (`Tests/LayoutTests`, commit
/// 8aa63eed7ca8cde553513940c22ee614b39da30a), written here with UIKit anchors; their references,
/// recorded on an iOS 16.4 simulator at 3× (`__Snapshots__/…/*.iPhone-SE-portrait.txt` and the
/// other devices), are byte for byte the files this suite records (cases R01–R15 in
/// docs/research/recursive-description.md).
@MainActor @Suite struct ConstraintLayoutsSnapshotTests {
    /// The phones the layouts are recorded on, with the reference name of each.
    static let iPhoneSe = (ViewImageConfig.iPhoneSe, "iPhone-SE-portrait")
    static let iPhone8 = (ViewImageConfig.iPhone8, "iPhone-8-portrait")
    static let iPhoneX = (ViewImageConfig.iPhoneX, "iPhone-X-portrait")
    static let iPhone13 = (ViewImageConfig.iPhone13, "iPhone-13-portrait")
    static let iPhone13Mini = (ViewImageConfig.iPhone13Mini, "iPhone-13-mini-portrait")

    static let pink = UIColor(red: 1, green: 0.176471, blue: 0.333333, alpha: 1)

    /// Builds a fresh controller per device, adds one view per colour (in order, without
    /// autoresizing constraints) to its white root view, activates the layout's constraints and
    /// snapshots it.
    private func assertLayout(on devices: [(ViewImageConfig, String)], colors: [UIColor],
                              testName: String = #function, line: UInt = #line,
                              _ layout: (UIView, [UIView]) -> [NSLayoutConstraint]) {
        for (device, name) in devices {
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            let views = colors.map { color in
                let view = UIView()
                view.backgroundColor = color
                view.translatesAutoresizingMaskIntoConstraints = false
                controller.view.addSubview(view)
                return view
            }
            NSLayoutConstraint.activate(layout(controller.view, views))
            assertSnapshot(of: controller, as: .recursiveDescription(on: device), named: name, testName: testName, line: line)
        }
    }

    private func size(_ view: UIView, _ width: CGFloat, _ height: CGFloat) -> [NSLayoutConstraint] {
        [view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height)]
    }

    private func at(_ priority: Float, _ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }

    @Test func widthsWithRelationsAndPriorities() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow, .blue, .green, .red, .orange]) { root, v in
            [
                v[0].topAnchor.constraint(equalTo: root.topAnchor), v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[0].heightAnchor.constraint(equalToConstant: 100), v[0].widthAnchor.constraint(equalToConstant: 50),
                v[1].topAnchor.constraint(equalTo: root.topAnchor), v[1].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                v[1].heightAnchor.constraint(equalToConstant: 100), at(250, v[1].widthAnchor.constraint(equalToConstant: 1)),
                at(750, v[1].widthAnchor.constraint(equalToConstant: 50)),
                v[2].bottomAnchor.constraint(equalTo: root.bottomAnchor), v[2].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[2].heightAnchor.constraint(equalToConstant: 100), at(750, v[2].widthAnchor.constraint(equalToConstant: 40)),
                v[2].widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                v[3].bottomAnchor.constraint(equalTo: root.bottomAnchor), v[3].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                v[3].heightAnchor.constraint(equalToConstant: 100), at(750, v[3].widthAnchor.constraint(equalToConstant: 60)),
                v[3].widthAnchor.constraint(lessThanOrEqualToConstant: 50),
                v[4].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -50), v[4].centerXAnchor.constraint(equalTo: root.centerXAnchor),
                v[4].heightAnchor.constraint(equalToConstant: 100), v[4].widthAnchor.constraint(equalToConstant: 60),
                v[4].widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                v[5].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 50), v[5].centerXAnchor.constraint(equalTo: root.centerXAnchor),
                v[5].heightAnchor.constraint(equalToConstant: 100), v[5].widthAnchor.constraint(equalToConstant: 40),
                v[5].widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            ]
        }
    }

    @Test func heightsWithRelationsAndPriorities() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow, .blue, .green, .red, .orange]) { root, v in
            v.map { $0.widthAnchor.constraint(equalToConstant: 50) } + [
                v[0].topAnchor.constraint(equalTo: root.topAnchor), v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[0].heightAnchor.constraint(equalToConstant: 100),
                v[1].topAnchor.constraint(equalTo: root.topAnchor), v[1].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                at(250, v[1].heightAnchor.constraint(equalToConstant: 1)), at(750, v[1].heightAnchor.constraint(equalToConstant: 100)),
                v[2].bottomAnchor.constraint(equalTo: root.bottomAnchor), v[2].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                at(750, v[2].heightAnchor.constraint(equalToConstant: 75)), v[2].heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
                v[3].bottomAnchor.constraint(equalTo: root.bottomAnchor), v[3].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                at(750, v[3].heightAnchor.constraint(equalToConstant: 125)), v[3].widthAnchor.constraint(lessThanOrEqualToConstant: 50),
                v[4].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -50), v[4].centerXAnchor.constraint(equalTo: root.centerXAnchor),
                at(750, v[4].heightAnchor.constraint(equalToConstant: 110)), v[4].heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
                v[5].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 50), v[5].centerXAnchor.constraint(equalTo: root.centerXAnchor),
                at(750, v[5].heightAnchor.constraint(equalToConstant: 90)), v[5].heightAnchor.constraint(lessThanOrEqualToConstant: 100),
            ]
        }
    }

    @Test func centresWithOffsetsAndPriorities() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow, .blue]) { root, v in
            v.flatMap { size($0, 50, 50) } + [
                v[0].centerXAnchor.constraint(equalTo: root.centerXAnchor), v[0].centerYAnchor.constraint(equalTo: root.centerYAnchor),
                v[1].centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 50),
                v[1].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 50),
                at(250, v[2].centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: -25)),
                at(250, v[2].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -25)),
                at(750, v[2].centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: -50)),
                at(750, v[2].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -50)),
            ]
        }
    }

    @Test func centresOnOneAxisWithAMultiplier() {
        assertLayout(on: [Self.iPhoneSe, Self.iPhone13], colors: [Self.pink, .yellow, .blue, .green, .orange]) { root, v in
            v.flatMap { size($0, 100, 100) } + [
                v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor), v[0].centerYAnchor.constraint(equalTo: root.centerYAnchor),
                v[1].topAnchor.constraint(equalTo: root.topAnchor), v[1].centerXAnchor.constraint(equalTo: root.centerXAnchor),
                v[2].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[2].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 100),
                v[3].topAnchor.constraint(equalTo: root.topAnchor),
                NSLayoutConstraint(item: v[3], attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1.5, constant: 0),
                v[4].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                at(250, v[4].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -350)),
                at(750, v[4].centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100)),
            ]
        }
    }

    @Test func edgesWithConstantsAndMultipliers() {
        assertLayout(on: [Self.iPhoneSe, Self.iPhone13], colors: [Self.pink, .yellow, .blue, .green, .orange]) { root, v in
            v.flatMap { size($0, 100, 100) } + [
                v[0].topAnchor.constraint(equalTo: root.topAnchor), v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[1].topAnchor.constraint(equalTo: root.topAnchor, constant: 25),
                v[1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -25),
                NSLayoutConstraint(item: v[2], attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 0.5, constant: 0),
                v[2].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                NSLayoutConstraint(item: v[3], attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 0.75, constant: 50),
                v[3].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                at(250, v[4].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -100)),
                at(750, v[4].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50)),
                at(250, v[4].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -100)),
                at(750, v[4].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50)),
            ]
        }
    }

    @Test func edgesWithInequalitiesAndPreferences() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow, .blue, .green]) { root, v in
            v.flatMap { size($0, 100, 100) } + [
                v[0].topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 100),
                at(750, v[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 150)),
                v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                v[1].topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 100),
                at(750, v[1].topAnchor.constraint(equalTo: root.topAnchor, constant: 50)),
                v[1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
                v[2].bottomAnchor.constraint(greaterThanOrEqualTo: root.bottomAnchor, constant: -100),
                at(750, v[2].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -150)),
                v[2].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                v[3].bottomAnchor.constraint(greaterThanOrEqualTo: root.bottomAnchor, constant: -100),
                at(750, v[3].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50)),
                v[3].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
            ]
        }
    }

    /// `view`'s four edges inside `guide`'s by `inset`, at `priority`.
    private func edges(_ view: UIView, in guide: (top: NSLayoutYAxisAnchor, left: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor, right: NSLayoutXAxisAnchor),
                       _ insets: UIEdgeInsets, priority: Float = 1000) -> [NSLayoutConstraint] {
        [
            at(priority, view.topAnchor.constraint(equalTo: guide.top, constant: insets.top)),
            at(priority, view.leftAnchor.constraint(equalTo: guide.left, constant: insets.left)),
            at(priority, view.bottomAnchor.constraint(equalTo: guide.bottom, constant: -insets.bottom)),
            at(priority, view.rightAnchor.constraint(equalTo: guide.right, constant: -insets.right)),
        ]
    }

    private func all(_ inset: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset) }

    @Test func edgesWithInsetsAndPriorities() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow]) { root, v in
            let bounds = (root.topAnchor, root.leftAnchor, root.bottomAnchor, root.rightAnchor)
            let insets = UIEdgeInsets(top: 0, left: 5, bottom: 10, right: 15)
            return edges(v[0], in: bounds, insets) + edges(v[1], in: bounds, insets, priority: 250) + edges(v[1], in: bounds, all(50), priority: 750)
        }
    }

    @Test func someEdgesWithInsetsAndPriorities() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow, .blue, .orange]) { root, v in
            let bounds = (root.topAnchor, root.leftAnchor, root.bottomAnchor, root.rightAnchor)
            return edges(v[0], in: bounds, .zero) + [
                v[1].heightAnchor.constraint(equalToConstant: 100), v[1].topAnchor.constraint(equalTo: root.topAnchor),
                v[1].leftAnchor.constraint(equalTo: root.leftAnchor), v[1].rightAnchor.constraint(equalTo: root.rightAnchor),
                v[2].heightAnchor.constraint(equalToConstant: 100), v[2].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -25),
                v[2].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 25), v[2].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -25),
                v[3].heightAnchor.constraint(equalToConstant: 100), v[3].centerYAnchor.constraint(equalTo: root.centerYAnchor),
                at(250, v[3].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 25)),
                at(250, v[3].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -25)),
                at(750, v[3].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)),
                at(750, v[3].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -50)),
            ]
        }
    }

    @Test func edgesInTheMarginsGuide() {
        assertLayout(on: [Self.iPhoneSe, Self.iPhoneX], colors: [Self.pink, .blue, .orange, .yellow]) { root, v in
            let guide = root.layoutMarginsGuide
            let margins = (guide.topAnchor, guide.leftAnchor, guide.bottomAnchor, guide.rightAnchor)
            return edges(v[0], in: margins, .zero) + edges(v[1], in: margins, all(25))
                + edges(v[2], in: margins, .zero, priority: 250) + edges(v[2], in: margins, all(50), priority: 750)
                + edges(v[3], in: margins, all(75))
        }
    }

    @Test func edgesInTheSafeArea() {
        let devices = [Self.iPhoneSe, Self.iPhone8, Self.iPhoneX, Self.iPhone13, Self.iPhone13Mini]
        assertLayout(on: devices, colors: [Self.pink, .blue, .orange, .yellow]) { root, v in
            let guide = root.safeAreaLayoutGuide
            let safeArea = (guide.topAnchor, guide.leftAnchor, guide.bottomAnchor, guide.rightAnchor)
            return edges(v[0], in: safeArea, .zero) + edges(v[1], in: safeArea, .zero, priority: 750) + edges(v[1], in: safeArea, all(25))
                + edges(v[2], in: safeArea, .zero, priority: 250) + edges(v[2], in: safeArea, all(50), priority: 750)
                + edges(v[3], in: safeArea, all(75))
        }
    }

    @Test func centredBetweenTheSafeAreasTopAndBottom() {
        assertLayout(on: [Self.iPhoneSe, Self.iPhoneX], colors: [Self.pink]) { root, v in
            let between = UILayoutGuide()
            root.addLayoutGuide(between)
            return size(v[0], 200, 400) + [
                v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                between.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                between.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                v[0].centerYAnchor.constraint(equalTo: between.centerYAnchor),
            ]
        }
    }

    @Test func dimensionsWithMultipliersRelationsAndPriorities() {
        assertLayout(on: [Self.iPhoneSe, Self.iPhone13], colors: [Self.pink, .yellow, .blue, .green]) { root, v in
            [
                v[0].heightAnchor.constraint(equalToConstant: 100), v[0].topAnchor.constraint(equalTo: root.topAnchor),
                v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[1].bottomAnchor.constraint(equalTo: root.bottomAnchor), v[1].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                v[2].heightAnchor.constraint(equalToConstant: 100), v[2].centerXAnchor.constraint(equalTo: root.centerXAnchor),
                v[2].centerYAnchor.constraint(equalTo: root.centerYAnchor),
                v[3].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                v[3].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
                v[0].heightAnchor.constraint(equalTo: v[1].heightAnchor),
                v[0].widthAnchor.constraint(equalTo: root.widthAnchor, constant: -150),
                v[1].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.33),
                at(250, v[2].widthAnchor.constraint(equalTo: root.widthAnchor)),
                at(750, v[2].widthAnchor.constraint(equalTo: v[1].widthAnchor)),
                v[3].heightAnchor.constraint(greaterThanOrEqualTo: v[1].heightAnchor),
                at(250, v[3].heightAnchor.constraint(equalTo: v[1].heightAnchor, constant: -50)),
                at(750, v[3].heightAnchor.constraint(equalTo: v[1].heightAnchor, constant: 50)),
                v[3].widthAnchor.constraint(lessThanOrEqualTo: v[1].widthAnchor),
                at(250, v[3].widthAnchor.constraint(equalTo: v[1].widthAnchor, constant: 50)),
                at(750, v[3].widthAnchor.constraint(equalTo: v[1].widthAnchor, constant: -50)),
            ]
        }
    }

    @Test func visualFormatLanguage() {
        for (options, name) in [(NSLayoutConstraint.FormatOptions(), "leftToRight"), (.directionRightToLeft, "rightToLeft")] {
            assertLayout(on: [Self.iPhoneSe], colors: [Self.pink], testName: "visualFormatLanguage-\(name)") { _, v in
                let metrics: [String: CGFloat] = ["leftMargin": 10, "width": 50, "topMargin": 20, "height": 100]
                return NSLayoutConstraint.constraints(withVisualFormat: "H:|-leftMargin-[subview(width)]", options: options,
                                                      metrics: metrics, views: ["subview": v[0]])
                    + NSLayoutConstraint.constraints(withVisualFormat: "V:|-topMargin-[subview(height)]", options: options,
                                                     metrics: metrics, views: ["subview": v[0]])
            }
        }
    }

    @Test func chainsWithSpacingAlignmentAndPriorities() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow, .blue, .green]) { root, v in
            size(v[0], 100, 100) + size(v[1], 50, 50) + size(v[2], 100, 100) + size(v[3], 50, 50) + [
                v[0].centerYAnchor.constraint(equalTo: root.centerYAnchor), v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[2].bottomAnchor.constraint(equalTo: root.bottomAnchor), v[2].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor), v[1].centerYAnchor.constraint(equalTo: v[0].centerYAnchor),
                at(250, v[3].leadingAnchor.constraint(equalTo: v[2].trailingAnchor, constant: 12)),
                at(250, v[3].centerYAnchor.constraint(equalTo: v[2].centerYAnchor)),
                at(750, v[3].leftAnchor.constraint(equalTo: v[2].rightAnchor, constant: 50)),
                at(750, v[3].bottomAnchor.constraint(equalTo: v[2].bottomAnchor)),
            ]
        }
    }

    @Test func attributesWithRelationsAndConstants() {
        assertLayout(on: [Self.iPhoneSe], colors: [Self.pink, .yellow]) { root, v in
            [
                v[0].heightAnchor.constraint(equalToConstant: 100),
                v[0].bottomAnchor.constraint(equalTo: v[1].topAnchor, constant: -12),
                v[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                v[0].topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 6),
                v[1].bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -10),
                v[1].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
                v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                v[1].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v[0].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.75),
                v[1].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            ]
        }
    }
}
