import Foundation
import HeadlessUIKit
import LayoutSolver

/// A feed of cells, each a horizontal stack of a 48-point image and a vertical stack of a
/// one-line title and a wrapping body, all inside one vertical stack pinned to the top of a
/// window: the shape of a table of rich rows built with stack views.
@MainActor
struct StackFeed {
    let window: UIWindow
    let column: UIStackView

    init(cells count: Int, width: Double) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 20_000))
        column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        ])
        for index in 0..<count { column.addArrangedSubview(Self.cell(index)) }
    }

    private static func cell(_ index: Int) -> UIView {
        let image = UIImageView(image: UIImage(headlessSize: CGSize(width: 48, height: 48)))
        let title = UILabel()
        title.text = "Item \(index)"
        title.font = .preferredFont(forTextStyle: .headline)
        let body = UILabel()
        body.numberOfLines = 0
        body.font = .preferredFont(forTextStyle: .body)
        body.text = String(repeating: "Some words that wrap across the width of the cell. ", count: 1 + index % 3)
        let text = UIStackView(arrangedSubviews: [title, body])
        text.axis = .vertical
        text.spacing = 4
        let row = UIStackView(arrangedSubviews: [image, text])
        row.axis = .horizontal
        row.alignment = .top
        row.spacing = 12
        return row
    }

    /// Lays out at `width` and returns the column's height, as a check.
    func layOut(width: Double) -> Double {
        window.frame = CGRect(x: 0, y: 0, width: width, height: window.frame.height)
        window.layoutIfNeeded()
        return column.frame.height
    }
}

/// Solves a captured constraint system in a fresh solver and reads every variable: the raw
/// solver work for what the model solved. Returns the sum of the values, as a check.
func replayRaw(_ constraints: [LayoutSolver.Constraint]) -> Double {
    var variables: [Variable] = []
    var seen = Set<Int>()
    for constraint in constraints {
        for term in constraint.expression.terms where seen.insert(term.variable.id).inserted {
            variables.append(term.variable)
        }
    }
    let solver = Solver()
    for constraint in constraints { try? solver.add(constraint) }
    return variables.reduce(0) { $0 + solver.value(of: $1) }
}
