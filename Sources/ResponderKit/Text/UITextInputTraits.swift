import Foundation

// The keyboard traits of a text object (docs/behaviour/text-input.md, 17.3), with UIKit's names and raw
// values. They are stored and read back: no keyboard is drawn, so they change nothing yet, except
// `isSecureTextEntry`, which refuses copy and cut (17.5).

/// The keyboard's kind of keys. Default ``default``.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
    /// The same as ``asciiCapable``.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's appearance. Default ``default``.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
    /// The same as ``dark``.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's Return key. Default ``default``.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// When the keyboard's Shift key is pressed automatically. Default ``sentences``.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether autocorrection is on while typing. Default ``default``.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether spell checking is on while typing. Default ``default``.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether straight quotes become smart quotes. Default ``default``.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether double hyphens become dashes. Default ``default``.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether spaces are added and removed around inserted and deleted words. Default ``default``.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// What a text input holds, for AutoFill: UIKit's values with their raw strings.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// The keyboard traits of a text object. Every requirement has UIKit's default (the protocol's
/// requirements are optional in UIKit): adopt the protocol and declare, as stored `var`s, only the traits
/// you change.
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// When Shift is pressed automatically. Default ``UITextAutocapitalizationType/sentences``.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on. Default ``UITextAutocorrectionType/default``.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on. Default ``UITextSpellCheckingType/default``.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether quotes become smart quotes. Default ``UITextSmartQuotesType/default``.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes. Default ``UITextSmartDashesType/default``.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are adjusted around words. Default ``UITextSmartInsertDeleteType/default``.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The keyboard's kind. Default ``UIKeyboardType/default``.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance. Default ``UIKeyboardAppearance/default``.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The Return key's title. Default ``UIReturnKeyType/default``.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the Return key is disabled while the text is empty. Default `false`.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden and cannot be copied (or cut). Default `false`.
    var isSecureTextEntry: Bool { get set }
    /// What the text holds, for AutoFill. Default nil.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
