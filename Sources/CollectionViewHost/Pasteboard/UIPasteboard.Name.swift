extension UIPasteboard {
    /// The name of a pasteboard (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A name with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The find pasteboard's name (deprecated in UIKit).
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }
}
