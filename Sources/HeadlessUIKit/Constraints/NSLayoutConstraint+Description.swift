#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// UIKit's description format (<doc:Constraints#Descriptions>), with a creation number for the address.
    var headlessDescription: String {
        var text = "<\(HeadlessTypeNames.name(of: type(of: self))):\(headlessNumber)"
        if let identifier { text += " '\(identifier)'" }
        text += " " + headlessEquationText
        if isActive {
            if headlessIsDirectional {
                text += headlessRightToLeft ? " (RTL)" : " (LTR)"
            }
            text += "   (active)"
        }
        return text + ">"
    }

    /// The relation as text: `UIView:0x2.width == 0.5*UIView:0x3.width + 8 @750`.
    var headlessStandardEquationText: String {
        var text = firstSpec.headlessDescription + " " + relation.headlessSymbol + " " + headlessRightSideText
        if priority != .required { text += " @" + headlessFormat(CGFloat(priority.rawValue)) }
        return text
    }

    /// The right side of the relation as text: `0.5*UIView:0x3.width + 8`, or the constant alone.
    var headlessRightSideText: String {
        guard let secondSpec else { return headlessFormat(constant) }
        var text = multiplier != 1 ? headlessFormat(multiplier) + "*" : ""
        text += secondSpec.headlessDescription
        if constant > 0 { text += " + " + headlessFormat(constant) }
        if constant < 0 { text += " - " + headlessFormat(-constant) }
        return text
    }
}
#endif
