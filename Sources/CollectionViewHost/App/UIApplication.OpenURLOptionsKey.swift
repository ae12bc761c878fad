extension UIApplication {
    /// A key of the options the app delegate receives with a URL to open (UIKit's
    /// `UIApplication.OpenURLOptionsKey`), in `application(_:open:options:)`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A property-list object the source app passed.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// A key of the options of ``UIApplication/open(_:options:completionHandler:)`` (UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only if it is a universal link an installed app handles (a Boolean).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
