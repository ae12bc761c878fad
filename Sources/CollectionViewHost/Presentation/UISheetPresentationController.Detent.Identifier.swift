extension UISheetPresentationController.Detent {
    /// The name of a detent (UIKit's `UISheetPresentationController.Detent.Identifier`): the system's
    /// ``medium`` and ``large``, or an app's own for custom detents.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// An identifier with `rawValue` as its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An identifier with `rawValue` as its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system's medium detent.
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The system's large detent.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}
