import OpenCompositionalLayout

extension LayoutPicture {
    /// The captured contents of a snapshot's cells by section and item, and of its supplementary views by
    /// element kind, section and item.
    struct ContentIndex {
        private var contents: [Int: [Int: LayoutSnapshot.CellContent]] = [:]
        private var supplementaries: [String: [Int: [Int: LayoutSnapshot.CellContent]]] = [:]

        init(_ snapshot: LayoutSnapshot) {
            for content in snapshot.cellContents { contents[content.section, default: [:]][content.item] = content }
            for content in snapshot.supplementaryContents {
                supplementaries[content.elementKind ?? "", default: [:]][content.section, default: [:]][content.item] = content
            }
        }

        /// The content of the cell at `section`, `item`.
        subscript(section: Int, item: Int) -> LayoutSnapshot.CellContent? { contents[section]?[item] }

        /// The content of a cell or supplementary view; decorations have none.
        subscript(element: LayoutSnapshot.Element) -> LayoutSnapshot.CellContent? {
            switch element.category {
            case .cell: contents[element.section]?[element.item]
            case .supplementaryView: supplementaries[element.elementKind ?? ""]?[element.section]?[element.item]
            case .decorationView: nil
            }
        }

        /// The first captured content of `section` (in item order) with a background colour.
        func firstBackground(inSection section: Int) -> LayoutSnapshot.Color? {
            contents[section]?.sorted { $0.key < $1.key }.lazy.compactMap { $0.value.backgroundColor }.first
        }
    }
}
