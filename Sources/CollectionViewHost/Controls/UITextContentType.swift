/// What a text input holds, for AutoFill (UIKit's `UITextContentType`): a string-backed name; stored. The
/// constants below carry UIKit's raw values (HTML autocomplete tokens).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A content type with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("given-name")
    /// A family name.
    public static let familyName = UITextContentType("family-name")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// An account's user name.
    public static let username = UITextContentType("username")
    /// An account's password.
    public static let password = UITextContentType("password")
    /// A new password (AutoFill suggests a strong one).
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code (AutoFill offers the one from a message).
    public static let oneTimeCode = UITextContentType("one-time-code")
}
