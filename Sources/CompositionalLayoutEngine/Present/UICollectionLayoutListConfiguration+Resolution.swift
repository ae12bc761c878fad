import CollectionGeometry
import CollectionViewHost
import LayoutCore

extension UICollectionLayoutListConfiguration {
    /// The list section this configuration describes, as the layout core's value: appearance, supplementary
    /// header and footer, space above.
    ///
    /// Beyond UIKit.
    /// - Complexity: O(1).
    public var sectionSpec: ListSectionSpec {
        ListSectionSpec(appearance: ListAppearance(rawValue: appearance.rawValue) ?? .plain,
                        hasSupplementaryHeader: headerMode == .supplementary,
                        hasSupplementaryFooter: footerMode == .supplementary, headerTopPadding: headerTopPadding)
    }

    /// Whether the appearance is one of the plain ones (`.plain`, `.sidebarPlain`), whose supplementary
    /// headers pin to the visible bounds.
    var isPlainAppearance: Bool { sectionSpec.appearance.isPlain }

    /// The space above each section: ``headerTopPadding`` when it is set to a finite, non-negative value,
    /// otherwise the appearance's automatic padding.
    ///
    /// Beyond UIKit (UIKit does not publish the automatic value).
    /// - Complexity: O(1).
    public var resolvedHeaderTopPadding: CGFloat { sectionSpec.resolvedHeaderTopPadding }

    /// The list's background colour: ``backgroundColor``, or when it is nil the system colour of the
    /// appearance: `UIColor.systemBackground` for `.plain` and `.sidebarPlain`, and
    /// `UIColor.systemGroupedBackground` for `.grouped`, `.insetGrouped` and `.sidebar`, whose rows sit
    /// on a grouped background.
    ///
    /// Beyond UIKit.
    /// - Complexity: O(1).
    public var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return isPlainAppearance ? .systemBackground : .systemGroupedBackground
    }

    /// The separator configuration of the row at `indexPath`: ``separatorConfiguration`` passed through
    /// ``itemSeparatorHandler``, with both separators hidden when ``showsSeparators`` is false (then the
    /// handler is not asked, as the separator configuration has no effect).
    ///
    /// Beyond UIKit: UIKit's cells ask their list for this; headless cells and renderers call it.
    /// - Complexity: O(1) plus the handler's cost.
    public func separatorConfiguration(forItemAt indexPath: IndexPath) -> UIListSeparatorConfiguration {
        guard showsSeparators else {
            var hidden = separatorConfiguration
            hidden.topSeparatorVisibility = .hidden
            hidden.bottomSeparatorVisibility = .hidden
            return hidden
        }
        return itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
    }
}
