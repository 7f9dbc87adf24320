#if !canImport(UIKit)
import Foundation

/// How the keyboard capitalises, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// Each word.
    case words
    /// Each sentence (the default).
    case sentences
    /// Every character.
    case allCharacters
}

/// Whether the keyboard autocorrects, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// Whether misspellings are marked, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// The keyboard a text input asks for, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The input method's default.
    case `default` = 0
    /// ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// Digits and phone symbols.
    case phonePad
    /// Letters and a phone pad.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
    /// The same as `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The look of the keyboard, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's.
    case `default` = 0
    /// Dark.
    case dark
    /// Light.
    case light
    /// The same as `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// What a text input holds, so that the system can offer suggestions (AutoFill). UIKit exports
/// the types as constants; the names here are this package's.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public var rawValue: String
    /// Creates a content type.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// An account name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
#endif
