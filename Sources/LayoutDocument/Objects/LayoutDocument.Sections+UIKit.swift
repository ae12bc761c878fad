import OpenCompositionalLayout

extension LayoutDocument.CompositionalSection {
    /// The UIKit section; `handlers` supplies the closures the section names.
    ///
    /// - Throws: ``LayoutDocument/ConversionError`` when a named handler is not registered.
    @MainActor public func makeSection(handlers: LayoutDocument.HandlerRegistry = .init()) throws(LayoutDocument.ConversionError)
        -> NSCollectionLayoutSection {
        var builder = ObjectBuilder(handlers: handlers)
        let section = makeSection(&builder, at: .root)
        try builder.check()
        return section
    }

    @MainActor func makeSection(_ builder: inout ObjectBuilder, at pointer: JSONPointer) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group.makeGroup(&builder, at: pointer.appending("group")))
        section.interGroupSpacing = CGFloat(interGroupSpacing)
        section.contentInsets = contentInsets.directionalEdgeInsets
        section.contentInsetsReference = contentInsetsReference.uiKitValue
        section.supplementaryContentInsetsReference = supplementaryContentInsetsReference.uiKitValue
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.uiKitValue
        section.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.makeBoundaryItem() }
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.decorationItems = decorationItems.map { $0.makeDecorationItem() }
        if let handler = visibleItemsInvalidationHandler {
            if let factory = builder.handlers.visibleItemsHandlers[handler.name] {
                section.visibleItemsInvalidationHandler = factory(handler.parameters)
                builder.visibleItemsHandlerNames[ObjectIdentifier(section)] = handler
            } else {
                builder.unknownHandler(handler, role: .visibleItemsHandler, at: pointer.appending("visibleItemsInvalidationHandler"),
                                       known: Array(builder.handlers.visibleItemsHandlers.keys))
            }
        }
        return section
    }

    /// Reads a UIKit section. A visible-items handler cannot be read back from a closure: `handler` names it
    /// (``LayoutDocument/init(_:)`` passes the name the document gave).
    @MainActor public init(_ section: NSCollectionLayoutSection, visibleItemsInvalidationHandler handler: LayoutDocument.Handler? = nil) {
        self.init(group: LayoutDocument.Group(GroupArrangementReader.group(of: section)),
                  interGroupSpacing: Double(section.interGroupSpacing),
                  contentInsets: LayoutDocument.Insets(section.contentInsets),
                  contentInsetsReference: LayoutDocument.ContentInsetsReference(section.contentInsetsReference),
                  supplementaryContentInsetsReference: LayoutDocument.ContentInsetsReference(section.supplementaryContentInsetsReference),
                  orthogonalScrollingBehavior: LayoutDocument.OrthogonalScrollingBehavior(section.orthogonalScrollingBehavior),
                  boundarySupplementaryItems: section.boundarySupplementaryItems.map(LayoutDocument.BoundaryItem.init),
                  supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
                  decorationItems: section.decorationItems.map(LayoutDocument.DecorationItem.init),
                  visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler == nil ? nil : handler)
    }
}

extension LayoutDocument.ListSection {
    /// The UIKit list configuration.
    @MainActor public func makeListConfiguration() -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance.uiKitValue)
        configuration.headerMode = headerMode == .none ? .none : headerMode == .supplementary ? .supplementary : .firstItemInSection
        configuration.footerMode = footerMode == .none ? .none : .supplementary
        configuration.showsSeparators = showsSeparators
        configuration.headerTopPadding = headerTopPadding.map { CGFloat($0) }
        return configuration
    }

    /// Reads a UIKit list configuration (its appearance, header and footer modes, separators and header padding).
    @MainActor public init(_ configuration: UICollectionLayoutListConfiguration) {
        let header: LayoutDocument.ListHeaderMode = switch configuration.headerMode {
        case .none: .none
        case .supplementary: .supplementary
        case .firstItemInSection: .firstItemInSection
        }
        self.init(appearance: LayoutDocument.ListAppearance(configuration.appearance), headerMode: header,
                  footerMode: configuration.footerMode == .supplementary ? .supplementary : .none,
                  showsSeparators: configuration.showsSeparators, headerTopPadding: configuration.headerTopPadding.map { Double($0) })
    }
}

extension LayoutDocument.ListAppearance {
    /// The UIKit value.
    public var uiKitValue: UICollectionLayoutListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }

    /// Reads the UIKit value.
    public init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        self = Self.allCases.first { $0.uiKitValue == appearance } ?? .plain
    }
}

extension LayoutDocument.Configuration {
    /// The UIKit configuration.
    @MainActor public func makeConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection.uiKitValue
        configuration.interSectionSpacing = CGFloat(interSectionSpacing)
        configuration.contentInsetsReference = contentInsetsReference.uiKitValue
        configuration.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.makeBoundaryItem() }
        return configuration
    }

    /// Reads a UIKit configuration.
    @MainActor public init(_ configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(scrollDirection: LayoutDocument.ScrollDirection(configuration.scrollDirection),
                  interSectionSpacing: Double(configuration.interSectionSpacing),
                  contentInsetsReference: LayoutDocument.ContentInsetsReference(configuration.contentInsetsReference),
                  boundarySupplementaryItems: configuration.boundarySupplementaryItems.map(LayoutDocument.BoundaryItem.init))
    }
}

extension LayoutDocument.Section {
    /// The earliest format version that holds the section: 1.1 for a waterfall section, 1.2 for a flow section,
    /// the latest of its variants' for variants, else 1.0.
    var earliestFormatVersion: LayoutDocument.FormatVersion {
        switch self {
        case .compositional, .list: LayoutDocument.FormatVersion(major: 1, minor: 0)
        case .waterfall: LayoutDocument.WaterfallSection.formatVersion
        case .flow: LayoutDocument.FlowSection.formatVersion
        case .variants(let variants):
            variants.map(\.section.earliestFormatVersion).max() ?? LayoutDocument.FormatVersion(major: 1, minor: 0)
        }
    }

    @MainActor func makeObject(_ builder: inout ObjectBuilder, at pointer: JSONPointer) -> LayoutObjects.SectionObject {
        switch self {
        case .compositional(let section):
            return .section(section.makeSection(&builder, at: pointer))
        case .list(let list):
            return .list(list.makeListConfiguration())
        case .waterfall(let waterfall):
            return .waterfall(waterfall)
        case .flow(let flow):
            return .flow(flow.makeFlowConfiguration())
        case .variants(let variants):
            return .variants(variants.enumerated().map { index, variant in
                (variant.minimumWidth, variant.section.makeObject(&builder, at: pointer.appending("variants").appending(index).appending("section")))
            })
        }
    }

    @MainActor init(_ object: LayoutObjects.SectionObject, handlerNames: [ObjectIdentifier: LayoutDocument.Handler]) {
        switch object {
        case .section(let section):
            self = .compositional(LayoutDocument.CompositionalSection(
                section, visibleItemsInvalidationHandler: handlerNames[ObjectIdentifier(section)]))
        case .list(let configuration):
            self = .list(LayoutDocument.ListSection(configuration))
        case .waterfall(let waterfall):
            self = .waterfall(waterfall)
        case .flow(let configuration):
            self = .flow(LayoutDocument.FlowSection(configuration))
        case .variants(let variants):
            self = .variants(variants.map { LayoutDocument.Variant(minimumWidth: $0.minimumWidth,
                                                                   section: LayoutDocument.Section($0.object, handlerNames: handlerNames)) })
        }
    }
}

extension LayoutDocument {
    /// The document as UIKit-named objects; `handlers` supplies the closures it names.
    ///
    /// - Throws: ``ConversionError`` listing every named handler that is not registered.
    @MainActor public func makeObjects(handlers: HandlerRegistry = .init()) throws(ConversionError) -> LayoutObjects {
        var builder = ObjectBuilder(handlers: handlers)
        let sections = self.sections.enumerated().map { index, section in
            section.makeObject(&builder, at: JSONPointer.root.appending("sections").appending(index))
        }
        try builder.check()
        var objects = LayoutObjects(configuration: configuration.makeConfiguration(), sections: sections)
        objects.visibleItemsHandlerNames = builder.visibleItemsHandlerNames
        objects.documentFormatVersion = formatVersion
        return objects
    }

    /// A `UICollectionViewCompositionalLayout` for the document (see ``LayoutObjects/makeLayout()``).
    ///
    /// - Throws: ``ConversionError`` listing every named handler that is not registered.
    @MainActor public func makeLayout(handlers: HandlerRegistry = .init()) throws(ConversionError) -> UICollectionViewCompositionalLayout {
        try makeObjects(handlers: handlers).makeLayout()
    }

    /// Reads layout objects back into a document, in the format version of the document the objects came from,
    /// or the earliest version that holds the sections (1.2 with a flow section, 1.1 with a waterfall section, else
    /// 1.0), whichever is later.
    ///
    /// Everything the public API exposes is read, plus each section's group and its arrangement. Closures
    /// cannot be read: a visible-items handler is named again only when the objects came from a document;
    /// a custom group's items become the `frames` its provider returns for a container of the group's
    /// absolute size.
    @MainActor public init(_ objects: LayoutObjects) {
        let sections = objects.sections.map { Section($0, handlerNames: objects.visibleItemsHandlerNames) }
        let earliest = sections.map(\.earliestFormatVersion).max() ?? FormatVersion(major: 1, minor: 0)
        self.init(formatVersion: max(objects.documentFormatVersion ?? earliest, earliest),
                  configuration: Configuration(objects.configuration), sections: sections)
    }
}
