import CollectionGeometry
import LayoutCore

/// A closure that returns the items of a custom group, given an environment whose container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container that arranges its subitems in a row, a column or custom frames
/// (UIKit's `NSCollectionLayoutGroup`). A group is-an item, so groups nest to any depth.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group arranges its subitems.
    package enum Arrangement {
        case horizontal(GroupRepetition)
        case vertical(GroupRepetition)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    package let arrangement: Arrangement
    private let storedSubitems: [NSCollectionLayoutItem]

    /// The group's subitems (copies of the items it was created with).
    open var subitems: [NSCollectionLayoutItem] { storedSubitems }

    /// The space between consecutive subitems along the group's axis (default none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// Supplementary items attached to the group.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue.map { $0.copySupplementary() } }
    }

    package init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
        self.arrangement = arrangement
        // UIKit copies subitems at creation: later changes to the caller's items have no effect.
        self.storedSubitems = subitems.map { $0.copyItem() }
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row that repeats `subitems` in order until the group's width is used up.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal(.fill), subitems: subitems)
    }

    /// A row of `count` copies of `subitem`, sized to share the group's width equally (after spacing).
    ///
    /// The subitem's own width is ignored. Deprecated in iOS 16 in favour of
    /// ``horizontal(layoutSize:repeatingSubitem:count:)``; kept for the code that uses it.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal(.count(count)), subitems: [subitem])
    }

    /// A row of exactly `count` copies of `subitem` at the subitem's own size (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal(.repeating(count)), subitems: [subitem])
    }

    /// A column that repeats `subitems` in order until the group's height is used up.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical(.fill), subitems: subitems)
    }

    /// A column of `count` copies of `subitem`, sized to share the group's height equally (after spacing).
    ///
    /// The subitem's own height is ignored. Deprecated in iOS 16; kept for the code that uses it.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical(.count(count)), subitems: [subitem])
    }

    /// A column of exactly `count` copies of `subitem` at the subitem's own size (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical(.repeating(count)), subitems: [subitem])
    }

    /// A group whose items' frames come from `itemProvider`, called during layout with an environment
    /// whose container is the group.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    package override func copyItem() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: storedSubitems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        copy.storedSupplementaryItems = storedSupplementaryItems
        return copy
    }

    package override func makeSpec(_ context: inout SpecContext) -> ItemSpec {
        let kind: GroupSpec.Kind
        switch arrangement {
        case .horizontal(let repetition): kind = .horizontal(repetition)
        case .vertical(let repetition): kind = .vertical(repetition)
        case .custom(let provider): kind = .custom(context.register(provider))
        }
        let group = GroupSpec(kind: kind, subitems: storedSubitems.map { $0.makeSpec(&context) },
                              interItemSpacing: interItemSpacing?.spec)
        return ItemSpec(size: layoutSize.spec, contentInsets: contentInsets, edgeSpacing: edgeSpacing?.spec ?? .none,
                        supplementaries: storedSupplementaryItems.map { $0.makeSupplementarySpec() }, group: group)
    }

    /// A text drawing of the group's structure, for debugging.
    open func visualDescription() -> String {
        var context = SpecContext()
        return makeSpec(&context).treeDescription(indent: 0)
    }
}
