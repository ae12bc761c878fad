import CollectionGeometry
import LayoutCore

extension LayoutDocument {
    /// The document lowered to the layout core for a view: the same ``LayoutCore/LayoutInput`` that
    /// ``makeLayout(handlers:)``'s `UICollectionViewCompositionalLayout` builds in a collection view of that
    /// size, insets and direction, with `itemCounts` items per section, but without any UIKit-named object.
    ///
    /// Section `i` is described by `sections[i]`, the last section standing for those past the end (as the
    /// layout's section provider does); variants pick by the container's effective width; list sections lower
    /// through ``LayoutCore/ListSectionSpec``; waterfall sections lower to a ``LayoutCore/WaterfallSpec`` as
    /// `NSCollectionLayoutSection.waterfall(using:layoutEnvironment:)` does, their heights and full-span items
    /// kept in ``LoweredLayout/waterfallSections``; flow sections lower through ``LayoutCore/FlowSectionSpec`` as
    /// `UICollectionViewFlowLayout` and `NSCollectionLayoutSection.flow(using:layoutEnvironment:)` do.
    ///
    /// - Throws: ``ConversionError`` when the document names handlers (visible-items handlers or custom item
    ///   providers): they are closures registered in Swift, which a lowered document cannot call. The problems
    ///   are those ``makeLayout(handlers:)`` reports with no handlers registered.
    /// - Complexity: O(s · d) for s sections of at most d descriptions each; independent of the item counts.
    public func lowered(in view: ViewEnvironment, itemCounts: [Int]) throws(ConversionError) -> LoweredLayout {
        let problems = handlerProblems
        guard problems.isEmpty else { throw ConversionError(problems: problems) }
        let axis: ScrollAxis = configuration.scrollDirection == .vertical ? .vertical : .horizontal
        let references = view.referenceInsets
        let layoutReference = configuration.contentInsetsReference.uiKitValue
        // The sections see a container that is the view inset on the cross axis by the layout's reference insets.
        let containerInsets = references.containerInsets(for: layoutReference, axis: axis, isRightToLeft: view.isRightToLeft)
        let containerWidth = ContainerMetrics.effectiveSize(of: view.size, insets: containerInsets).width
        var lowering = Lowering(containerWidth: containerWidth, layoutMargins: view.directionalLayoutMargins, scrollAxis: axis)
        var specs: [SectionSpec?] = []
        specs.reserveCapacity(itemCounts.count)
        var lists: [Int: ListSection] = [:]
        var waterfalls: [Int: WaterfallSection] = [:]
        var variantChoices: [Int: [Int]] = [:]
        for index in itemCounts.indices {
            guard let section = sections.last.map({ index < sections.count ? sections[index] : $0 }),
                  let (chosen, path) = section.chosen(forContainerWidth: Double(containerWidth)) else {
                specs.append(nil)
                continue
            }
            if !path.isEmpty { variantChoices[index] = path }
            if case .list(let list) = chosen { lists[index] = list }
            if case .waterfall(let waterfall) = chosen { waterfalls[index] = waterfall }
            specs.append(lowering.section(chosen))
        }
        let input = LayoutInput(viewSize: view.size, scrollAxis: axis, interSectionSpacing: CGFloat(configuration.interSectionSpacing),
                                contentInsetsReference: layoutReference, referenceInsets: references,
                                globalBoundaryItems: configuration.boundarySupplementaryItems.map(\.boundarySpec),
                                sections: specs, itemCounts: itemCounts)
        var lowered = LoweredLayout(input: input, isRightToLeft: view.isRightToLeft, customGroupFrames: lowering.customGroupFrames,
                                    listSections: lists, waterfallSections: waterfalls)
        lowered.variantChoices = variantChoices
        return lowered
    }

    /// The problems of every handler the document names, as ``makeObjects(handlers:)`` reports them with none
    /// registered.
    var handlerProblems: [Problem] {
        var problems: [Problem] = []
        for (index, section) in sections.enumerated() {
            section.collectHandlerProblems(at: JSONPointer.root.appending("sections").appending(index), into: &problems)
        }
        return problems
    }
}

/// Turns a document's sections into the layout core's specs, numbering custom groups in the order the UIKit
/// facade registers their providers (depth first, section by section).
private struct Lowering {
    let containerWidth: CGFloat
    let layoutMargins: NSDirectionalEdgeInsets
    let scrollAxis: ScrollAxis
    var customGroupFrames: [[CustomItemFrame]] = []

    mutating func section(_ section: LayoutDocument.Section) -> SectionSpec? {
        switch section {
        case .compositional(let compositional):
            return self.section(compositional)
        case .list(let list):
            return list.listSectionSpec.sectionSpec(containerWidth: containerWidth, layoutMargins: layoutMargins)
        case .waterfall(let waterfall):
            return waterfall.sectionSpec
        case .flow(let flow):
            return flow.flowSectionSpec.sectionSpec(scrollAxis: scrollAxis)
        case .variants:
            // Variants are chosen before lowering; a variant holding variants is chosen again there.
            return nil
        }
    }

    mutating func section(_ section: LayoutDocument.CompositionalSection) -> SectionSpec {
        SectionSpec(group: group(section.group), contentInsets: section.contentInsets.directionalEdgeInsets,
                    interGroupSpacing: CGFloat(section.interGroupSpacing),
                    contentInsetsReference: section.contentInsetsReference.uiKitValue,
                    supplementaryContentInsetsReference: section.supplementaryContentInsetsReference.uiKitValue,
                    orthogonalScrollingBehavior: section.orthogonalScrollingBehavior.uiKitValue,
                    boundaryItems: section.boundarySupplementaryItems.map(\.boundarySpec),
                    supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
                    decorationItems: section.decorationItems.map(\.decorationSpec),
                    hasVisibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler != nil)
    }

    mutating func element(_ element: LayoutDocument.Element) -> ItemSpec {
        switch element {
        case .item(let item):
            return ItemSpec(size: item.size.sizeSpec, contentInsets: item.contentInsets.directionalEdgeInsets,
                            edgeSpacing: item.edgeSpacing?.edgeSpacingSpec ?? .none,
                            supplementaries: item.supplementaryItems.map(\.supplementarySpec), group: nil)
        case .group(let group):
            return self.group(group)
        }
    }

    mutating func group(_ group: LayoutDocument.Group) -> ItemSpec {
        let kind: GroupSpec.Kind
        var subitems: [ItemSpec] = []
        switch group.kind {
        case .horizontal, .vertical:
            // A count keeps the first subitem only: `subitem:count:` divides the group evenly,
            // `repeatingSubitem:count:` repeats it at its own size; without a count the subitems fill the group.
            let repetition: GroupRepetition
            if let count = group.count, !group.subitems.isEmpty {
                repetition = group.divideEvenly ? .count(count) : .repeating(count)
                subitems = [element(group.subitems[0])]
            } else {
                repetition = .fill
                subitems = group.subitems.map { element($0) }
            }
            kind = group.kind == .horizontal ? .horizontal(repetition) : .vertical(repetition)
        case .custom:
            kind = .custom(customGroupFrames.count)
            customGroupFrames.append(group.frames.map {
                CustomItemFrame(frame: CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height), zIndex: $0.zIndex)
            })
        }
        let spacing = group.kind == .custom ? nil : group.interItemSpacing?.spacingSpec
        return ItemSpec(size: group.size.sizeSpec, contentInsets: group.contentInsets.directionalEdgeInsets,
                        edgeSpacing: group.edgeSpacing?.edgeSpacingSpec ?? .none,
                        supplementaries: group.supplementaryItems.map(\.supplementarySpec),
                        group: GroupSpec(kind: kind, subitems: subitems, interItemSpacing: spacing))
    }
}

extension LayoutDocument.Section {
    /// The section itself, or for variants the one chosen for a container `width` points wide: the last variant
    /// whose minimum width it reaches, else the first (as the layout's section provider chooses); with the variant
    /// indices chosen, one per level (empty without variants). Nil for variants without any.
    func chosen(forContainerWidth width: Double) -> (section: LayoutDocument.Section, path: [Int])? {
        guard case .variants(let variants) = self else { return (self, []) }
        guard !variants.isEmpty else { return nil }
        let index = variants.lastIndex { $0.minimumWidth <= width } ?? 0
        guard let (section, path) = variants[index].section.chosen(forContainerWidth: width) else { return nil }
        return (section, [index] + path)
    }

    /// Appends a problem for each handler the section names (none can be called once lowered).
    func collectHandlerProblems(at pointer: JSONPointer, into problems: inout [LayoutDocument.Problem]) {
        switch self {
        case .compositional(let section):
            section.group.collectHandlerProblems(at: pointer.appending("group"), into: &problems)
            if let handler = section.visibleItemsInvalidationHandler {
                problems.append(.unknownHandler(handler, role: .visibleItemsHandler,
                                                at: pointer.appending("visibleItemsInvalidationHandler"), known: []))
            }
        case .list, .waterfall, .flow:
            break
        case .variants(let variants):
            for (index, variant) in variants.enumerated() {
                variant.section.collectHandlerProblems(at: pointer.appending("variants").appending(index).appending("section"),
                                                       into: &problems)
            }
        }
    }
}

extension LayoutDocument.Group {
    /// Appends a problem for each custom item provider named in the group's tree, in the facade's order.
    func collectHandlerProblems(at pointer: JSONPointer, into problems: inout [LayoutDocument.Problem]) {
        if kind == .custom, let itemProvider {
            problems.append(.unknownHandler(itemProvider, role: .customItemProvider, at: pointer.appending("itemProvider"), known: []))
        }
        for (index, element) in subitems.enumerated() {
            if case .group(let group) = element {
                group.collectHandlerProblems(at: pointer.appending("subitems").appending(index), into: &problems)
            }
        }
    }
}
