#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Short names of the matrix's dimensions, as the report prints them.
public enum AuditNames {
    /// The short name of a Dynamic Type size: `XS`, `L`, `XXXL`, `AX3` …
    public static func contentSize(_ category: UIContentSizeCategory) -> String {
        switch category {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        default: category.rawValue
        }
    }

    /// The Dynamic Type size of a short name (`"ax3"`, `"L"`), nil for an unknown name.
    public static func contentSize(named name: String) -> UIContentSizeCategory? {
        let all: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        return all.first { contentSize($0).lowercased() == name.lowercased() }
    }

    /// The name of a Split View share: `1/3`, `1/2`, `2/3`.
    public static func split(_ split: HeadlessSplit) -> String {
        switch split {
        case .oneThird: "1/3"
        case .half: "1/2"
        case .twoThirds: "2/3"
        }
    }
}
#endif
