#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

/// The package README's VisualFormat snippet, run as written, with frames worked out by hand.
@Suite("Package README snippet") @MainActor
struct ReadmeSnippetTests {
    @Test func keyedSetsAndRemoval() throws {
        // A 320 × 480 container with the default layout margins of 8.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = UIView(), body = UIView()
        let layout = try AutolayoutHelper.configureView(view, subViews: ["title": title, "body": body],
            metrics: ["h": 50],
            constraints: [
                "H:|-[title]-|", "H:|-[body]-|",
                "V:|-[title(h)]-[body]-|",
                "X:body.width == title.width",
            ])
        view.layoutIfNeeded()
        // Margins 8 on each side: widths 304; title 8...58, body 66...472.
        #expect(title.frame == CGRect(x: 8, y: 8, width: 304, height: 50))
        #expect(body.frame == CGRect(x: 8, y: 66, width: 304, height: 406))

        try layout.addConstraints(["V:|-[body]-[title]-|"], forKey: "order")
        try layout.addConstraints(["V:|-[title]-[body]-|"], forKey: "order")
        #expect(layout.constraints(forKey: "order").count == 3)
        layout.removeViews(withKeys: ["body"])
        #expect(body.superview == nil)
        #expect(layout.subViews.keys.sorted() == ["title"])
    }

    @Test func parseErrorShowsTheColumn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let error = #expect(throws: VisualFormatError.self) {
            try AutolayoutHelper.configureView(view, subViews: ["a": UIView()], constraints: ["H:|-(8)-"])
        }
        #expect(error?.column == 9)
        #expect(error?.description == "unexpected end of the format (column 9)\nH:|-(8)-\n        ^")
    }
}
