import Foundation

extension UIScene {
    /// Why a scene connected (UIKit's `UIScene.ConnectionOptions`): the URLs or user activities it is to open.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// The user activities to continue.
        public let userActivities: Set<NSUserActivity>
        /// The bundle identifier of the app that asked for the scene.
        public let sourceApplication: String?
        /// The type of the Handoff activity being continued.
        public let handoffUserActivityType: String?
        /// The Home Screen quick action the app was launched with.
        public let shortcutItem: UIApplicationShortcutItem?

        /// Creates connection options (the system makes them in UIKit). Beyond UIKit.
        public init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
                    sourceApplication: String? = nil, handoffUserActivityType: String? = nil,
                    shortcutItem: UIApplicationShortcutItem? = nil) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.shortcutItem = shortcutItem
            super.init()
        }
    }

    /// The options that come with a URL to open (UIKit's `UIScene.OpenURLOptions`).
    @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL.
        public let sourceApplication: String?
        /// A property-list object the source app passed.
        public let annotation: Any?
        /// Whether the file must be opened in place.
        public let openInPlace: Bool

        /// Creates options (the system makes them in UIKit). Beyond UIKit.
        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// A URL a scene is asked to open, with its options (UIKit's `UIOpenURLContext`).
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL
    /// How to open it.
    public let options: UIScene.OpenURLOptions

    /// Creates a context (the system makes them in UIKit). Beyond UIKit.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}
