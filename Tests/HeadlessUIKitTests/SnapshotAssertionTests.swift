#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering
import Testing

@MainActor @Suite struct SnapshotAssertionTests {
    /// A fresh empty folder for references.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func missingReferenceIsRecordedAndReported() throws {
        let directory = try folder()
        let assertion = LayoutSnapshotAssertion(directory: directory, isRecording: false)
        let mismatch = assertion.verify("UIView (0 0; 10 10)\n", matching: "box")
        let path = directory.appendingPathComponent("box.txt").path
        #expect(mismatch == LayoutSnapshotMismatch(name: "box", referencePath: path, kind: .recorded))
        #expect(mismatch?.description == "No reference for layout snapshot \"box\": recorded \(path); run again to compare.")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "UIView (0 0; 10 10)\n")
        #expect(assertion.verify("UIView (0 0; 10 10)\n", matching: "box") == nil)
    }

    @Test func differenceIsALineDiff() throws {
        let directory = try folder()
        let assertion = LayoutSnapshotAssertion(directory: directory, isRecording: false)
        try "UIView (0 0; 10 10)\n  UIView (1 1; 2 2)\n".write(to: assertion.referenceURL(named: "tree", fileExtension: "txt"),
                                                                 atomically: true, encoding: .utf8)
        let mismatch = try #require(assertion.verify("UIView (0 0; 10 10)\n  UIView (1 1; 3 2)\n", matching: "tree"))
        #expect(mismatch.description == """
            Layout snapshot "tree" differs from \(directory.path)/tree.txt (- reference, + actual; LAYOUT_SNAPSHOT_RECORD=1 records):
            @@ line 1
              UIView (0 0; 10 10)
            -   UIView (1 1; 2 2)
            +   UIView (1 1; 3 2)
            """)
    }

    @Test func recordingOverwritesAndPasses() throws {
        let directory = try folder()
        let url = directory.appendingPathComponent("tree.svg")
        try "old".write(to: url, atomically: true, encoding: .utf8)
        #expect(LayoutSnapshotAssertion(directory: directory, isRecording: true).verify("new", matching: "tree", fileExtension: "svg") == nil)
        #expect(try String(contentsOf: url, encoding: .utf8) == "new")
    }

    @Test func referencesLiveBesideTheTestFile() {
        let assertion = LayoutSnapshotAssertion(besideFile: "/repo/Tests/FooTests/BarTests.swift", isRecording: false)
        #expect(assertion.directory.path == "/repo/Tests/FooTests/__Snapshots__")
        #expect(assertion.referenceURL(named: "x", fileExtension: "svg").path == "/repo/Tests/FooTests/__Snapshots__/x.svg")
        #expect(LayoutSnapshotFormat.outline.fileExtension == "txt")
        #expect(LayoutSnapshotFormat.svg(.debug).fileExtension == "svg")
    }

    @Test func viewAssertionLaysOutAndComparesTheOutline() throws {
        let window = UIWindow(headlessDevice: .iPhoneSE, orientation: .portrait)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let directory = try folder()
        let file = directory.appendingPathComponent("Tests.swift").path
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
        try "UIWindow (0 0; 375 667)\n  UIView (10 20; 100 50)\n".write(
            to: directory.appendingPathComponent("__Snapshots__/box.txt"), atomically: true, encoding: .utf8)
        #expect(assertLayoutSnapshot(of: window, matching: "box", record: false, filePath: file) == nil)
    }
}
#endif
