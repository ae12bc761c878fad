extension UIPageViewController {
    /// The keys of the options a page view controller is made with (UIKit's `UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine location of a page-curl page view controller: a ``UIPageViewController/SpineLocation`` (or its raw
        /// value as an `Int`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll page view controller, in points: a `CGFloat`, `Double` or `Int` (stored).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
