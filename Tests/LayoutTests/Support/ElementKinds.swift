#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

/// Element kinds the tests use. The harness registers a plain reusable view for each supplementary
/// kind (UIKit raises when a supplementary kind has no registration).
@MainActor
enum Kind {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter
    static let secondHeader = "second-header-kind"
    static let sideItem = "side-item-kind"
    static let badge = "badge-element-kind"
    static let secondBadge = "second-badge-element-kind"
    static let groupBadge = "group-badge-element-kind"
    static let layoutHeader = "layout-header-element-kind"
    static let layoutFooter = "layout-footer-element-kind"
    static let background = "background-element-kind"

    /// Every supplementary kind above (decorations are registered on the layout instead).
    static let supplementaryKinds = [header, footer, secondHeader, sideItem, badge, secondBadge, groupBadge,
                                     layoutHeader, layoutFooter]
}
