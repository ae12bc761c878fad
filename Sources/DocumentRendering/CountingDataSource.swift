import Foundation
import LayoutDocument
import OpenCompositionalLayout

/// A data source that reports a fixed number of items per section and hands out views: all a layout needs to
/// be laid out headless, plus what a preview document gives its cells and supplementary views to show.
///
/// Without content every cell and supplementary view is a plain view (drawn as a labelled box). With a
/// preview's sample text (`{ "identifier": …, "items": [ … ] }`) or content entries (`content`,
/// `supplementaryContent`, see ``PreviewDocument/Content``):
/// - a cell with a sample text or a content entry is a list cell showing them (`UICollectionViewListCell` with
///   its default content configuration, the entry's image, accessories and background). Sample text alone
///   shows only in list sections, so a grid's geometry stays visible; a content entry shows in every section,
///   and a cell outside a list without a background colour of its own gets the secondary system background, as
///   a card would;
/// - a header or footer — a supplementary view whose element kind contains `header` or `footer` (UIKit's
///   `UICollectionElementKindSectionHeader` and `…Footer` among them), other than the layout's own boundary
///   items — of a section with sample text or of a kind with content entries is a list cell in the header or
///   footer style of the section's list (`plainHeader()`, `groupedFooter()`, …; `header()` and `footer()`
///   outside lists) on that list's header background (the plain list's outside lists, opaque, so a pinned header
///   hides what scrolls under it), showing its entry's text, else (headers) the section's
///   identifier. In a list section of a preview that gives content, every header and footer is drawn so,
///   without text when it has none (without content, the document's own estimates stand, as the layout core
///   pictures them);
/// - any other supplementary view of a kind with content entries is a list cell showing its entry.
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource, OutlineItemStateProviding {
    let itemCounts: [Int]
    /// Each section's sample, by section index (sections given as a bare count have none).
    let samples: [Int: (identifier: String?, texts: [String])]
    /// The element kinds of the layout's own boundary items (its configuration's), which no section's
    /// identifier names.
    let layoutElementKinds: Set<String>
    /// The preview's content entries (cells by section, supplementary views by kind).
    let preview: PreviewDocument?
    /// Each supplementary view's place among the views of its kind (see ``PreviewDocument/supplementaryContent(elementKind:ordinal:)``),
    /// found from the layout the first time a view of the kind is asked for.
    private var ordinals: [String: [IndexPath: Int]] = [:]

    /// A data source with `itemCounts[s]` items in section `s`, showing the sample text and content of `preview`
    /// as the type's rules say.
    init(itemCounts: [Int], preview: PreviewDocument? = nil, layoutElementKinds: Set<String> = []) {
        self.itemCounts = itemCounts
        var samples: [Int: (identifier: String?, texts: [String])] = [:]
        for (section, entry) in (preview?.items ?? []).enumerated() {
            if case .sample(let identifier, let texts) = entry { samples[section] = (identifier, texts) }
        }
        self.samples = samples
        self.layoutElementKinds = layoutElementKinds
        self.preview = preview
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let entry = preview?.content(section: indexPath.section, item: indexPath.item)
        let list = Self.list(of: collectionView, section: indexPath.section)
        let texts = samples[indexPath.section]?.texts
        let sample = texts.flatMap { $0.indices.contains(indexPath.item) ? $0[indexPath.item] : nil }
        guard entry != nil || (sample != nil && list != nil) else { return UICollectionViewCell(frame: .zero) }
        let cell = UICollectionViewListCell(frame: .zero)
        if list == nil, entry?.backgroundColor == nil {
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .secondarySystemBackground
            cell.backgroundConfiguration = background
        }
        PreviewContentConfiguring.configure(cell, with: entry, text: sample, base: cell.defaultContentConfiguration())
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let isOwnBoundaryItem = layoutElementKinds.contains(kind)
        let isHeader = Self.isSectionHeader(kind), isFooter = Self.isSectionFooter(kind)
        let hasEntries = preview?.supplementaryContent[kind]?.isEmpty == false
        let entry = hasEntries ? preview?.supplementaryContent(elementKind: kind, ordinal: ordinal(of: kind, at: indexPath, in: collectionView)) : nil
        let identifier = isHeader && !isOwnBoundaryItem ? samples[indexPath.section]?.identifier : nil
        let appearance = Self.list(of: collectionView, section: indexPath.section)?.appearance
        let isListHeaderOrFooter = preview?.givesContent == true && appearance != nil && (isHeader || isFooter) && !isOwnBoundaryItem
        guard entry != nil || identifier != nil || isListHeaderOrFooter else { return UICollectionReusableView(frame: .zero) }
        let view = UICollectionViewListCell(frame: .zero)
        guard isHeader || isFooter else {
            PreviewContentConfiguring.configure(view, with: entry, text: nil, base: view.defaultContentConfiguration())
            return view
        }
        let base: UIListContentConfiguration
        switch (appearance, isHeader) {
        case (.plain?, true): base = .plainHeader()
        case (.plain?, false): base = .plainFooter()
        case (.grouped?, true), (.insetGrouped?, true): base = .groupedHeader()
        case (.grouped?, false), (.insetGrouped?, false): base = .groupedFooter()
        case (.sidebar?, true), (.sidebarPlain?, true): base = .sidebarHeader()
        case (.sidebar?, false), (.sidebarPlain?, false): base = .footer()
        case (nil, true): base = .header()
        case (nil, false): base = .footer()
        }
        switch appearance {
        case .grouped?, .insetGrouped?: view.backgroundConfiguration = .listGroupedHeaderFooter()
        case .sidebar?, .sidebarPlain?: view.backgroundConfiguration = .listSidebarHeader()
        case .plain?, nil: view.backgroundConfiguration = .listPlainHeaderFooter()
        }
        PreviewContentConfiguring.configure(view, with: entry, text: identifier, base: base)
        return view
    }

    /// An item's place in an outline: an item whose entry has an outline disclosure accessory is a root item,
    /// expanded as its entry says; others are not part of an outline.
    func outlineItemState(at indexPath: IndexPath) -> (indentationLevel: Int, isExpanded: Bool)? {
        guard let entry = preview?.content(section: indexPath.section, item: indexPath.item),
              entry.isExpanded || entry.accessories.contains(where: { $0.kind == .outlineDisclosure }) else { return nil }
        return (0, entry.isExpanded)
    }

    /// The place of the supplementary view of `kind` at `indexPath` among the layout's views of that kind, in
    /// section, then item order.
    private func ordinal(of kind: String, at indexPath: IndexPath, in collectionView: UICollectionView) -> Int {
        if let places = ordinals[kind] { return places[indexPath] ?? 0 }
        // Every element at once: the layout reports each view of the kind (orthogonal ones at offset 0) in this rect.
        let everywhere = CGRect(x: -Self.queryReach, y: -Self.queryReach, width: 2 * Self.queryReach, height: 2 * Self.queryReach)
        let paths = (collectionView.collectionViewLayout.layoutAttributesForElements(in: everywhere) ?? [])
            .filter { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind }
            .map(\.indexPath)
        let sorted = Set(paths).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        var places: [IndexPath: Int] = [:]
        for (place, path) in sorted.enumerated() { places[path] = place }
        ordinals[kind] = places
        return places[indexPath] ?? 0
    }

    /// How far the query for every element reaches from the origin, in points.
    private static let queryReach: CGFloat = 1e12

    /// Whether an element kind names a header: it contains `header`, in any case.
    static func isSectionHeader(_ kind: String) -> Bool {
        kind.range(of: "header", options: .caseInsensitive) != nil
    }

    /// Whether an element kind names a footer: it contains `footer`, in any case (and not `header`).
    static func isSectionFooter(_ kind: String) -> Bool {
        !isSectionHeader(kind) && kind.range(of: "footer", options: .caseInsensitive) != nil
    }

    private static func list(of collectionView: UICollectionView, section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }
}
