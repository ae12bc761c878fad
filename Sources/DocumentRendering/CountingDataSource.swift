import Foundation
import LayoutDocument
import OpenCompositionalLayout

/// A data source that reports a fixed number of items per section and hands out views: all a layout needs to
/// be laid out headless, plus a preview document's sample text where UIKit apps show text.
///
/// Without sample text every cell and supplementary view is a plain view (drawn as a labelled box). With a
/// preview's `{ "identifier": …, "items": [ … ] }`:
/// - the cells of a list section are list cells showing their texts (`UICollectionViewListCell` with its
///   default content configuration), as a list's rows do; cells of other sections stay plain, so a grid's
///   geometry stays visible;
/// - the section's headers — supplementary views whose element kind contains `header` (UIKit's
///   `UICollectionElementKindSectionHeader` among them), other than the layout's own boundary items — are list
///   cells showing the identifier in the header style of the section's list (`plainHeader()`,
///   `groupedHeader()`, `sidebarHeader()`; `header()` outside lists) on that list's header background.
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let itemCounts: [Int]
    /// Each section's sample, by section index (sections given as a bare count have none).
    let samples: [Int: (identifier: String?, texts: [String])]
    /// The element kinds of the layout's own boundary items (its configuration's), which no section's
    /// identifier names.
    let layoutElementKinds: Set<String>

    /// A data source with `itemCounts[s]` items in section `s`, showing the sample text of `items` (a preview's
    /// sections) as the type's rules say.
    init(itemCounts: [Int], items: [PreviewDocument.SectionItems] = [], layoutElementKinds: Set<String> = []) {
        self.itemCounts = itemCounts
        var samples: [Int: (identifier: String?, texts: [String])] = [:]
        for (section, entry) in items.enumerated() {
            if case .sample(let identifier, let texts) = entry { samples[section] = (identifier, texts) }
        }
        self.samples = samples
        self.layoutElementKinds = layoutElementKinds
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let texts = samples[indexPath.section]?.texts, texts.indices.contains(indexPath.item),
              Self.list(of: collectionView, section: indexPath.section) != nil else {
            return UICollectionViewCell(frame: .zero)
        }
        let cell = UICollectionViewListCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = texts[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        guard let identifier = samples[indexPath.section]?.identifier, Self.isSectionHeader(kind),
              !layoutElementKinds.contains(kind) else {
            return UICollectionReusableView(frame: .zero)
        }
        let header = UICollectionViewListCell(frame: .zero)
        let appearance = Self.list(of: collectionView, section: indexPath.section)?.appearance
        var content: UIListContentConfiguration
        switch appearance {
        case .plain?: content = .plainHeader()
        case .grouped?, .insetGrouped?: content = .groupedHeader()
        case .sidebar?, .sidebarPlain?: content = .sidebarHeader()
        case nil: content = .header()
        }
        content.text = identifier
        header.contentConfiguration = content
        switch appearance {
        case .grouped?, .insetGrouped?: header.backgroundConfiguration = .listGroupedHeaderFooter()
        case .sidebar?, .sidebarPlain?: header.backgroundConfiguration = .listSidebarHeader()
        case .plain?, nil: header.backgroundConfiguration = .listPlainHeaderFooter()
        }
        return header
    }

    /// Whether an element kind names a header: it contains `header`, in any case.
    static func isSectionHeader(_ kind: String) -> Bool {
        kind.range(of: "header", options: .caseInsensitive) != nil
    }

    private static func list(of collectionView: UICollectionView, section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }
}
