import OpenCompositionalLayout

extension LayoutDocument.Group {
    /// The UIKit group; `handlers` supplies the item provider a custom group names.
    ///
    /// - Throws: ``LayoutDocument/ConversionError`` when a named item provider is not registered.
    @MainActor public func makeGroup(handlers: LayoutDocument.HandlerRegistry = .init()) throws(LayoutDocument.ConversionError)
        -> NSCollectionLayoutGroup {
        var builder = ObjectBuilder(handlers: handlers)
        let group = makeGroup(&builder, at: .root)
        try builder.check()
        return group
    }

    @MainActor func makeGroup(_ builder: inout ObjectBuilder, at pointer: JSONPointer) -> NSCollectionLayoutGroup {
        let layoutSize = size.makeSize()
        let group: NSCollectionLayoutGroup
        switch kind {
        case .horizontal, .vertical:
            let items = subitems.enumerated().map { index, element in
                element.makeItem(&builder, at: pointer.appending("subitems").appending(index))
            }
            let horizontal = kind == .horizontal
            if let count, let subitem = items.first {
                switch (horizontal, divideEvenly) {
                case (true, true): group = .horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
                case (true, false): group = .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
                case (false, true): group = .vertical(layoutSize: layoutSize, subitem: subitem, count: count)
                case (false, false): group = .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
                }
            } else {
                group = horizontal ? .horizontal(layoutSize: layoutSize, subitems: items) : .vertical(layoutSize: layoutSize, subitems: items)
            }
            group.interItemSpacing = interItemSpacing?.makeSpacing()
        case .custom:
            if let itemProvider {
                if let factory = builder.handlers.customItemProviders[itemProvider.name] {
                    group = .custom(layoutSize: layoutSize, itemProvider: factory(itemProvider.parameters))
                } else {
                    builder.unknownHandler(itemProvider, role: .customItemProvider, at: pointer.appending("itemProvider"),
                                           known: Array(builder.handlers.customItemProviders.keys))
                    group = .custom(layoutSize: layoutSize) { _ in [] }
                }
            } else {
                let frames = self.frames
                group = .custom(layoutSize: layoutSize) { _ in
                    frames.map { frame in
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                                                          zIndex: frame.zIndex)
                    }
                }
            }
        }
        group.contentInsets = contentInsets.directionalEdgeInsets
        group.edgeSpacing = edgeSpacing?.makeEdgeSpacing()
        group.supplementaryItems = supplementaryItems.map { $0.makeSupplementaryItem() }
        return group
    }

    /// Reads a UIKit group. A custom group's items are read by calling its item provider with a container
    /// of the group's absolute size (0 on an axis whose size is not absolute), and become `frames`.
    @MainActor public init(_ group: NSCollectionLayoutGroup) {
        let size = LayoutDocument.Size(group.layoutSize)
        let common = (insets: LayoutDocument.Insets(group.contentInsets), edgeSpacing: group.edgeSpacing.map(LayoutDocument.EdgeSpacing.init),
                      supplementaries: group.supplementaryItems.map(LayoutDocument.SupplementaryItem.init))
        let subitems = group.subitems.map(LayoutDocument.Element.init)
        let spacing = group.interItemSpacing.map(LayoutDocument.Spacing.init)
        switch GroupArrangementReader.arrangement(of: group) {
        case .horizontal(let count, let evenly):
            self.init(kind: .horizontal, size: size, subitems: subitems, count: count, divideEvenly: evenly,
                      interItemSpacing: spacing, contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
                      supplementaryItems: common.supplementaries)
        case .vertical(let count, let evenly):
            self.init(kind: .vertical, size: size, subitems: subitems, count: count, divideEvenly: evenly,
                      interItemSpacing: spacing, contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
                      supplementaryItems: common.supplementaries)
        case .custom(let provider):
            func absolute(_ dimension: LayoutDocument.Dimension) -> Double {
                if case .absolute(let value) = dimension { value } else { 0 }
            }
            let environment = ReadBackEnvironment(contentSize: CGSize(width: absolute(size.width), height: absolute(size.height)))
            let frames = provider(environment).map { item in
                LayoutDocument.CustomFrame(x: Double(item.frame.minX), y: Double(item.frame.minY), width: Double(item.frame.width),
                                           height: Double(item.frame.height), zIndex: item.zIndex)
            }
            self.init(kind: .custom, size: size, frames: frames, contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
                      supplementaryItems: common.supplementaries)
        }
    }
}

extension LayoutDocument.Element {
    @MainActor func makeItem(_ builder: inout ObjectBuilder, at pointer: JSONPointer) -> NSCollectionLayoutItem {
        switch self {
        case .item(let item): item.makeItem()
        case .group(let group): group.makeGroup(&builder, at: pointer)
        }
    }
}
