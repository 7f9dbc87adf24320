#if !canImport(UIKit)
import Foundation

/// The system trait: the idiom of the interface: phone, pad …
public struct UITraitUserInterfaceIdiom: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = true
    /// The value type, `UIUserInterfaceIdiom`.
    public typealias Value = UIUserInterfaceIdiom
}

extension UIMutableTraits {
    /// The idiom of the interface: phone, pad …
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
}

/// The system trait: light or dark appearance.
public struct UITraitUserInterfaceStyle: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = true
    /// The value type, `UIUserInterfaceStyle`.
    public typealias Value = UIUserInterfaceStyle
}

extension UIMutableTraits {
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
}

/// The system trait: the layout direction of the environment.
public struct UITraitLayoutDirection: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = false
    /// The value type, `UITraitEnvironmentLayoutDirection`.
    public typealias Value = UITraitEnvironmentLayoutDirection
}

extension UIMutableTraits {
    /// The layout direction of the environment.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
}

/// The system trait: points-to-pixels scale of the display; 0 when unspecified.
public struct UITraitDisplayScale: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: CGFloat = 0
    /// The trait's name.
    public static let name = "DisplayScale"
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = false
    /// The value type, `CGFloat`.
    public typealias Value = CGFloat
}

extension UIMutableTraits {
    /// Points-to-pixels scale of the display; 0 when unspecified.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
}

/// The system trait: the horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = false
    /// The value type, `UIUserInterfaceSizeClass`.
    public typealias Value = UIUserInterfaceSizeClass
}

extension UIMutableTraits {
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
}

/// The system trait: the vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = false
    /// The value type, `UIUserInterfaceSizeClass`.
    public typealias Value = UIUserInterfaceSizeClass
}

extension UIMutableTraits {
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
}

/// The system trait: the preferred Dynamic Type size.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = false
    /// The value type, `UIContentSizeCategory`.
    public typealias Value = UIContentSizeCategory
}

extension UIMutableTraits {
    /// The preferred Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
}

/// The system trait: the Increase Contrast accessibility setting.
public struct UITraitAccessibilityContrast: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// The trait's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = true
    /// The value type, `UIAccessibilityContrast`.
    public typealias Value = UIAccessibilityContrast
}

extension UIMutableTraits {
    /// The Increase Contrast accessibility setting.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
}

/// The system trait: the Bold Text accessibility setting.
public struct UITraitLegibilityWeight: UITraitDefinition, HeadlessUnspecifiedByDefault {
    /// The unspecified value.
    public static let defaultValue: UILegibilityWeight = .unspecified
    /// The trait's name.
    public static let name = "LegibilityWeight"
    /// The trait's identifier.
    public static let identifier = "UITraitLegibilityWeight"
    /// Whether a change can change the appearance of dynamic colours.
    public static let affectsColorAppearance = false
    /// The value type, `UILegibilityWeight`.
    public typealias Value = UILegibilityWeight
}

extension UIMutableTraits {
    /// The Bold Text accessibility setting.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
}

#endif
