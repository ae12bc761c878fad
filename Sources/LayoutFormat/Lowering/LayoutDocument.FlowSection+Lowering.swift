import CollectionGeometry
import LayoutCore

extension LayoutDocument.FlowSection {
    /// The layout core's description of the section: what `UICollectionViewFlowLayout` (and
    /// `NSCollectionLayoutSection.flow(using:layoutEnvironment:)`) make of the same properties — the item size, or
    /// the estimate when there is one (``EstimatedItemSize/automatic`` estimates at the item size), the repeating
    /// sizes unless the sizes are estimated, the spacings, the inset (its leading edge the flow layout's left) from
    /// its reference, and the header and footer sizes with their pinning.
    public var flowSectionSpec: FlowSectionSpec {
        let size: LayoutDocument.PointSize
        switch estimatedItemSize {
        case .size(let estimate)?: size = estimate
        case .automatic?, nil: size = itemSize
        }
        let estimates = estimatedItemSize != nil
        let sizes = estimates || itemSizes.isEmpty ? nil : itemSizes.map(\.cgSize)
        let flow = FlowSpec(itemSize: size.cgSize, itemSizes: sizes, repeatsItemSizes: sizes != nil,
                            minimumInteritemSpacing: CGFloat(minimumInteritemSpacing), estimatesItemSizes: estimates)
        let reference: UIContentInsetsReference = switch sectionInsetReference {
        case .fromContentInset: .none
        case .fromSafeArea: .safeArea
        case .fromLayoutMargins: .layoutMargins
        }
        return FlowSectionSpec(flow: flow, minimumLineSpacing: CGFloat(minimumLineSpacing),
                               sectionInset: sectionInset.directionalEdgeInsets, sectionInsetReference: reference,
                               headerReferenceSize: headerReferenceSize.cgSize, footerReferenceSize: footerReferenceSize.cgSize,
                               pinsHeader: sectionHeadersPinToVisibleBounds, pinsFooter: sectionFootersPinToVisibleBounds)
    }
}
