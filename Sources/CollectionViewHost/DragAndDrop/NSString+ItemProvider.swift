import Foundation

/// Strings travel in drags as UTF-8 plain text, as on Apple platforms.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// The type identifier of UTF-8 plain text.
    static let plainTextTypeIdentifier = "public.utf8-plain-text"

    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [plainTextTypeIdentifier] }

    /// UTF-8 plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [plainTextTypeIdentifier] }

    /// The string's UTF-8 bytes, for plain text; an error for any other type.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if typeIdentifier == Self.plainTextTypeIdentifier {
            completionHandler(Data((self as String).utf8), nil)
        } else {
            completionHandler(nil, NSItemProviderLoadError(requested: typeIdentifier))
        }
        return nil
    }

    /// A string decoded from UTF-8 plain text (invalid bytes are replaced, never dropped silently: U+FFFD).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard typeIdentifier == plainTextTypeIdentifier else { throw NSItemProviderLoadError(requested: typeIdentifier) }
        return Self(string: String(decoding: data, as: UTF8.self))
    }
}
