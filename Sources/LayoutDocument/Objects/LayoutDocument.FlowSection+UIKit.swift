import OpenCompositionalLayout

extension LayoutDocument.FlowSection {
    /// The flow configuration: the flow layout's properties with the section's values (its leading inset as the
    /// configuration's left one, `"automatic"` as `UICollectionViewFlowLayout.automaticSize`).
    public func makeFlowConfiguration() -> UICollectionLayoutFlowConfiguration {
        var configuration = UICollectionLayoutFlowConfiguration()
        configuration.itemSize = itemSize.cgSize
        configuration.itemSizes = itemSizes.map(\.cgSize)
        switch estimatedItemSize {
        case .size(let size)?: configuration.estimatedItemSize = size.cgSize
        case .automatic?: configuration.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        case nil: configuration.estimatedItemSize = .zero
        }
        configuration.minimumLineSpacing = CGFloat(minimumLineSpacing)
        configuration.minimumInteritemSpacing = CGFloat(minimumInteritemSpacing)
        configuration.sectionInset = UIEdgeInsets(top: CGFloat(sectionInset.top), left: CGFloat(sectionInset.leading),
                                                  bottom: CGFloat(sectionInset.bottom), right: CGFloat(sectionInset.trailing))
        configuration.sectionInsetReference = switch sectionInsetReference {
        case .fromContentInset: .fromContentInset
        case .fromSafeArea: .fromSafeArea
        case .fromLayoutMargins: .fromLayoutMargins
        }
        configuration.headerReferenceSize = headerReferenceSize.cgSize
        configuration.footerReferenceSize = footerReferenceSize.cgSize
        configuration.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        configuration.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        return configuration
    }

    /// Reads a flow configuration. Its item sizes are left out while it estimates sizes (a flow layout does not
    /// use them then), and an estimate of `UICollectionViewFlowLayout.automaticSize` reads as `"automatic"`.
    public init(_ configuration: UICollectionLayoutFlowConfiguration) {
        let estimate = configuration.estimatedItemSize
        let estimated: EstimatedItemSize? = estimate == .zero ? nil
            : estimate == UICollectionViewFlowLayout.automaticSize ? .automatic : .size(LayoutDocument.PointSize(estimate))
        let inset = configuration.sectionInset
        let reference: LayoutDocument.SectionInsetReference = switch configuration.sectionInsetReference {
        case .fromContentInset: .fromContentInset
        case .fromSafeArea: .fromSafeArea
        case .fromLayoutMargins: .fromLayoutMargins
        }
        self.init(itemSize: LayoutDocument.PointSize(configuration.itemSize),
                  itemSizes: estimated == nil ? configuration.itemSizes.map(LayoutDocument.PointSize.init) : [],
                  estimatedItemSize: estimated,
                  minimumLineSpacing: Double(configuration.minimumLineSpacing),
                  minimumInteritemSpacing: Double(configuration.minimumInteritemSpacing),
                  sectionInset: LayoutDocument.Insets(top: Double(inset.top), leading: Double(inset.left),
                                                      bottom: Double(inset.bottom), trailing: Double(inset.right)),
                  sectionInsetReference: reference,
                  headerReferenceSize: LayoutDocument.PointSize(configuration.headerReferenceSize),
                  footerReferenceSize: LayoutDocument.PointSize(configuration.footerReferenceSize),
                  sectionHeadersPinToVisibleBounds: configuration.sectionHeadersPinToVisibleBounds,
                  sectionFootersPinToVisibleBounds: configuration.sectionFootersPinToVisibleBounds)
    }
}
