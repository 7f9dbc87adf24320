#if !canImport(UIKit)
import Foundation
import VisualFormatCore

extension NSLayoutConstraint {
    /// The constraints a Visual Format Language string describes, inactive, in the order the
    /// string gives them; UIKit's entry point for strings such as `H:|-[label]-8-[button(>=44)]-|`.
    ///
    /// `|` stands for the superview of the first view the string names. Standard spacing is 8
    /// points between siblings; `|-` and `-|` attach to the superview's layout margins. Several
    /// alignment options of the same axis may be combined (`[.alignAllTop, .alignAllBottom]`).
    /// `metrics` values are numbers (`CGFloat`, `Double`, `Float`, `Int` or `NSNumber`);
    /// `views` values are views.
    ///
    /// Where UIKit raises `NSInvalidArgumentException` ("Unable to parse constraint format"),
    /// this logs the same message, with a caret under the problem, and returns no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics ?? [:], views: views)
        } catch let error as VisualFormatError {
            let message = error.kind == .unknownView("superview")
                ? "Unable to interpret '|' character, because the related view doesn't have a superview"
                : error.message
            raiseException("NSInvalidArgumentException",
                              "Unable to parse constraint format: \n\(message) \n\(format) \n\(error.caretLine)")
        } catch {
            raiseException("NSInvalidArgumentException", "Unable to parse constraint format: \n\(error) \n\(format)")
        }
        return []
    }

    private class func visualFormatConstraints(
        _ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]
    ) throws -> [NSLayoutConstraint] {
        let syntax = try VisualFormatSyntax.parse(format)
        guard case let .layout(layout) = syntax else {
            // UIKit's language has no `X:` equations: the letter is an unknown orientation.
            throw VisualFormatError(kind: .invalidOrientation, format: format, column: 1)
        }
        var viewsByName: [String: UIView] = [:]
        for (name, value) in views {
            guard let view = value as? UIView else { throw VisualFormatInputError.notAView(name) }
            viewsByName[name] = view
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics {
            guard let number = visualFormatNumber(value) else { throw VisualFormatInputError.notANumber(name) }
            numbers[name] = number
        }
        let resolved = try layout.resolve(in: FormatContext(viewNames: Set(viewsByName.keys), metrics: numbers),
                                          optionBits: options.rawValue, allowingSeveralAlignments: true)
        let superview = ResolvedConstraint.firstViewName(in: resolved).flatMap { viewsByName[$0]?.superview }
        return try resolved.map { constraint in
            let (first, second) = try constraint.items(superview: superview, views: viewsByName, format: format)
            let result = NSLayoutConstraint(
                item: first, attribute: Attribute(rawValue: constraint.firstAttribute.uikitRawValue) ?? .notAnAttribute,
                relatedBy: Relation(rawValue: constraint.relation.uikitRawValue) ?? .equal, toItem: second,
                attribute: constraint.secondAttribute.flatMap { Attribute(rawValue: $0.uikitRawValue) } ?? .notAnAttribute,
                multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
            if let priority = constraint.priority { result.priority = UILayoutPriority(Float(priority)) }
            return result
        }
    }

    private class func visualFormatNumber(_ value: Any) -> Double? {
        switch value {
        case let number as CGFloat: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}

/// A `views` or `metrics` entry of the wrong type.
private enum VisualFormatInputError: Error, CustomStringConvertible {
    case notAView(String)
    case notANumber(String)

    var description: String {
        switch self {
        case .notAView(let name): "\(name) is not a view in the views dictionary."
        case .notANumber(let name): "\(name) is not a number in the metrics dictionary."
        }
    }
}
#endif
