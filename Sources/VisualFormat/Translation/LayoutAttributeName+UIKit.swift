#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension LayoutAttributeName {
    /// The UIKit attribute with the same meaning.
    var layoutAttribute: NSLayoutConstraint.Attribute { NSLayoutConstraint.Attribute(rawValue: uikitRawValue) ?? .notAnAttribute }
}

extension LayoutRelation {
    /// The UIKit relation with the same meaning.
    var layoutRelation: NSLayoutConstraint.Relation { NSLayoutConstraint.Relation(rawValue: uikitRawValue) ?? .equal }
}
