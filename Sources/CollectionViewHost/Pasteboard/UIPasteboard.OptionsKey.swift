extension UIPasteboard {
    /// A key of the options ``UIPasteboard/setItems(_:options:)`` takes (UIKit's `UIPasteboard.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `Date` after which the items are gone.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        /// A `Bool`: whether the items stay on this device (stored; headless there is no other device).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }
}
