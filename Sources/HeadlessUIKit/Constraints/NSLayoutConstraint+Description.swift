#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// UIKit's description format (<doc:Constraints#Descriptions>), with a creation number for the address.
    var descriptionText: String {
        var text = "<\(HeadlessTypeNames.name(of: type(of: self))):\(objectNumber)"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationText
        if isActive {
            if isDirectional {
                text += isRightToLeft ? " (RTL)" : " (LTR)"
            }
            text += "   (active)"
        }
        return text + ">"
    }

    /// The relation as text: `UIView:0x2.width == 0.5*UIView:0x3.width + 8 @750`.
    var standardEquationText: String {
        var text = firstSpec.descriptionText + " " + relation.symbol + " " + rightSideText
        if priority != .required { text += " @" + formatLayoutNumber(CGFloat(priority.rawValue)) }
        return text
    }

    /// The right side of the relation as text: `0.5*UIView:0x3.width + 8`, or the constant alone.
    var rightSideText: String {
        guard let secondSpec else { return formatLayoutNumber(constant) }
        var text = multiplier != 1 ? formatLayoutNumber(multiplier) + "*" : ""
        text += secondSpec.descriptionText
        if constant > 0 { text += " + " + formatLayoutNumber(constant) }
        if constant < 0 { text += " - " + formatLayoutNumber(-constant) }
        return text
    }
}
#endif
