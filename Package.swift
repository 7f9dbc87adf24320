// swift-tools-version: 6.0
import PackageDescription

/// Targets that only exist where UIKit does not: the headless layout stack.
let headless = TargetDependencyCondition.when(platforms: [Platform.linux, .macOS, .windows, .android, .wasi, .openbsd])

let package = Package(
    name: "AutoLayoutConvenience",
    platforms: [.macOS(.v15), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .executable(name: "alc", targets: ["alc"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "AutoLayoutConvenience", targets: ["AutoLayoutConvenience"]),
        .library(name: "AutoLayoutPins", targets: ["AutoLayoutPins"]),
        .library(name: "AutoLayoutAnchors", targets: ["AutoLayoutAnchors"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "HeadlessSnapshotTesting", targets: ["HeadlessSnapshotTesting"]),
        .library(name: "LayoutAudit", targets: ["LayoutAudit"]),
        .library(name: "LayoutAuditTesting", targets: ["LayoutAuditTesting"]),
        .executable(name: "solver-bench", targets: ["SolverBenchmark"]),
        .executable(name: "layout-bench", targets: ["LayoutBenchmark"]),
        .executable(name: "vfl-fuzz", targets: ["VisualFormatFuzz"]),
    ],
    dependencies: [
        // Tools, and the one integration product (HeadlessSnapshotTesting); the other library
        // products depend on nothing.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // Documentation only: `swift package generate-documentation` builds the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: The demo and command-line tool
        .target(name: "AutoLayoutGallery", dependencies: ["AutoLayoutConvenience"]),
        .executableTarget(name: "alc", dependencies: [
            "AutoLayoutGallery", "AutoLayoutConvenience", "AutoLayoutPins", "AutoLayoutAnchors", "VisualFormat", "LayoutRendering",
            "LayoutAudit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: Solver
        .target(name: "LayoutSolver"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),

        // MARK: Headless UIKit (compiled to an empty module where UIKit exists)
        .target(name: "HeadlessUIKit", dependencies: [
            .target(name: "LayoutSolver", condition: headless), .target(name: "VisualFormatCore", condition: headless),
        ], resources: [
            // SF Pro's advances and kerning, one data file per optical size (read by `SystemFontMasters`).
            .copy("Resources/SystemFontText.txt"), .copy("Resources/SystemFontDisplay.txt"),
        ]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "LayoutRendering"]),
        // App code in Swift 5 mode, calling UIKit from contexts not isolated to the main actor.
        .testTarget(name: "Swift5ClientTests", dependencies: ["HeadlessUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: What the DSL and the idioms share: diagnostics, call sites, attribute names and
        // relation symbols, common ancestors, placeholders and the activation step. Not a product:
        // the DSL and every idiom re-export it.
        .target(name: "AutoLayoutCore", dependencies: [.target(name: "HeadlessUIKit", condition: headless)]),

        // MARK: The DSL (one source for UIKit and HeadlessUIKit)
        .target(name: "AutoLayoutConvenience", dependencies: [
            "AutoLayoutCore", .target(name: "HeadlessUIKit", condition: headless),
        ]),
        .testTarget(
            name: "AutoLayoutConvenienceTests", dependencies: [
                "AutoLayoutConvenience", "AutoLayoutGallery", "LayoutRendering", "LayoutTestSupport", "HeadlessSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),

        // MARK: Helpers shared by the DSL and idiom test suites (not a product)
        .target(name: "LayoutTestSupport", dependencies: ["AutoLayoutConvenience"]),

        // MARK: View controllers written as apps write them, with every idiom
        .testTarget(name: "ViewControllerCorpusTests", dependencies: [
            "AutoLayoutConvenience", "AutoLayoutPins", "AutoLayoutAnchors", "VisualFormat", "LayoutTestSupport",
        ]),
        // MARK: Table cells and list screens written as apps write them
        .testTarget(name: "ListCorpusTests", dependencies: ["AutoLayoutConvenience", "LayoutTestSupport"]),
        // MARK: Random operation sequences over every layer, with invariants checked after each layout
        .testTarget(name: "LayoutFuzzTests", dependencies: [
            "AutoLayoutConvenience", "AutoLayoutPins", "AutoLayoutAnchors", "VisualFormat", "LayoutTestSupport",
            .target(name: "HeadlessUIKit", condition: headless),
        ]),

        // MARK: The other idioms (on the shared core, not on the DSL)
        .target(name: "AutoLayoutPins", dependencies: ["AutoLayoutCore", .target(name: "HeadlessUIKit", condition: headless)]),
        .testTarget(name: "AutoLayoutPinsTests", dependencies: ["AutoLayoutPins", "AutoLayoutConvenience", "LayoutTestSupport"]),
        .target(name: "AutoLayoutAnchors", dependencies: ["AutoLayoutCore", .target(name: "HeadlessUIKit", condition: headless)]),
        .testTarget(name: "AutoLayoutAnchorsTests", dependencies: ["AutoLayoutAnchors", "AutoLayoutConvenience", "LayoutTestSupport"]),
        // Parsing and resolution of VFL and `X:` strings, free of UIKit: below HeadlessUIKit's
        // own `constraints(withVisualFormat:…)` and the `VisualFormat` idiom.
        .target(name: "VisualFormatCore"),
        .target(name: "VisualFormat", dependencies: [
            "AutoLayoutCore", "VisualFormatCore", .target(name: "HeadlessUIKit", condition: headless),
        ]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "AutoLayoutConvenience"]),

        // MARK: Rendering
        .target(name: "LayoutRendering", dependencies: [.target(name: "HeadlessUIKit", condition: headless)]),

        // MARK: Layout audit: every screen on every device, text size, direction and appearance (empty where UIKit exists)
        .target(name: "LayoutAudit", dependencies: [
            .target(name: "HeadlessUIKit", condition: headless), .target(name: "LayoutRendering", condition: headless),
        ]),
        // `assertNoLayoutFindings` for Swift Testing: a separate product, so that only test targets link Testing.
        .target(name: "LayoutAuditTesting", dependencies: [
            "LayoutAudit", .target(name: "HeadlessUIKit", condition: headless),
        ]),
        .testTarget(name: "LayoutAuditTests", dependencies: [
            "LayoutAudit", "LayoutAuditTesting", "LayoutRendering", "AutoLayoutConvenience", "AutoLayoutGallery",
        ]),

        // MARK: swift-snapshot-testing strategies for HeadlessUIKit (empty where UIKit exists)
        .target(name: "HeadlessSnapshotTesting", dependencies: [
            .target(name: "HeadlessUIKit", condition: headless), .target(name: "LayoutRendering", condition: headless),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: headless),
        ]),
        .testTarget(
            name: "HeadlessSnapshotTestingTests",
            dependencies: ["HeadlessSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),

        // MARK: Benchmarks (run in release builds)
        .executableTarget(name: "SolverBenchmark", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBenchmark"),
        .executableTarget(name: "LayoutBenchmark", dependencies: ["HeadlessUIKit", "LayoutSolver", "LayoutAudit"], path: "Benchmarks/LayoutBenchmark"),
        .executableTarget(name: "VisualFormatFuzz", dependencies: ["VisualFormat"], path: "Benchmarks/VisualFormatFuzz"),
    ],
    swiftLanguageModes: [.v6]
)
