extension UISplitViewController {
    /// How the columns beside the secondary one show (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Hashable, Sendable {
        /// The split view controller chooses (see ``UISplitViewController/displayMode``).
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary of three) shows beside the secondary one.
        case oneBesideSecondary = 2
        /// One column shows over the secondary one.
        case oneOverSecondary = 3
        /// The primary and supplementary columns show beside the secondary one.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns show over the secondary one.
        case twoOverSecondary = 5
        /// The primary and supplementary columns push the secondary one aside (headless: as beside it).
        case twoDisplaceSecondary = 6

        /// The classic name of ``secondaryOnly``.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of ``oneBesideSecondary``.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of ``oneOverSecondary``.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
}
