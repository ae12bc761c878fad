import OpenCompositionalLayout

/// A layout document as UIKit-named objects: the configuration and, per section, the
/// `NSCollectionLayoutSection`, the list, waterfall or flow configuration, or the variants by width.
///
/// Made by ``LayoutDocument/makeObjects(handlers:)``; read back with ``LayoutDocument/init(_:)``; turned
/// into a layout with ``makeLayout()``. Objects built in Swift can be wrapped here to become a document.
///
/// Beyond UIKit.
@MainActor
public struct LayoutObjects {
    /// One section's objects.
    public enum SectionObject {
        /// A section built from a group.
        case section(NSCollectionLayoutSection)
        /// A list section, made for each environment with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
        case list(UICollectionLayoutListConfiguration)
        /// A waterfall section, made for each environment with `NSCollectionLayoutSection.waterfall(using:layoutEnvironment:)`
        /// from ``LayoutDocument/WaterfallSection/makeWaterfallConfiguration()``. The section is kept as the
        /// document's value: a configuration's height and full-span closures cannot be read back.
        case waterfall(LayoutDocument.WaterfallSection)
        /// A flow section, made for each environment with `NSCollectionLayoutSection.flow(using:layoutEnvironment:)`.
        case flow(UICollectionLayoutFlowConfiguration)
        /// Sections chosen by container width, in increasing order of minimum width.
        case variants([(minimumWidth: Double, object: SectionObject)])
    }

    /// The layout's configuration.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// The sections; a collection view with more sections uses the last for the rest.
    public var sections: [SectionObject]
    /// The handlers the document named for sections' visible-items handlers, by section object, so that
    /// reading the objects back names them again (a closure cannot be read back otherwise).
    var visibleItemsHandlerNames: [ObjectIdentifier: LayoutDocument.Handler] = [:]
    /// The format version of the document the objects came from, which reading them back keeps.
    var documentFormatVersion: LayoutDocument.FormatVersion?

    /// Wraps objects.
    public init(configuration: UICollectionViewCompositionalLayoutConfiguration, sections: [SectionObject]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// A layout whose section provider hands out these sections: section `i` uses `sections[i]` (the last
    /// one past the end), variants pick by `layoutEnvironment.container.effectiveContentSize.width`, and list,
    /// waterfall and flow sections are made for the environment. An empty list of sections gives a layout with no sections;
    /// sections that cannot be made are left out with a `nilSection` diagnostic (the layout's
    /// `sectionProviderFailurePolicy` is `.record`).
    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let sections = self.sections
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            guard !sections.isEmpty else { return nil }
            return Self.section(sections[min(index, sections.count - 1)], environment: environment)
        }, configuration: configuration)
        // A document is input, not code: a section it cannot give is reported, never a stop.
        layout.sectionProviderFailurePolicy = .record
        return layout
    }

    private static func section(_ object: SectionObject, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        switch object {
        case .section(let section):
            return section
        case .list(let configuration):
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        case .waterfall(let waterfall):
            return NSCollectionLayoutSection.waterfall(using: waterfall.makeWaterfallConfiguration(), layoutEnvironment: environment)
        case .flow(let configuration):
            return NSCollectionLayoutSection.flow(using: configuration, layoutEnvironment: environment)
        case .variants(let variants):
            let width = Double(environment.container.effectiveContentSize.width)
            guard let chosen = variants.last(where: { $0.minimumWidth <= width }) ?? variants.first else { return nil }
            return section(chosen.object, environment: environment)
        }
    }
}
