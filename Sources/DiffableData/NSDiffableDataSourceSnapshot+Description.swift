extension NSDiffableDataSourceSnapshot: CustomStringConvertible, CustomDebugStringConvertible {
    /// A one-line summary: `Section:item,item|Section:…`, starred where marked for reload.
    ///
    /// - Complexity: O(*n*).
    public var description: String {
        zip(_sections, _itemArrays).map { section, items in
            let sectionMark = reloadedSectionSet.contains(section) ? "*" : ""
            let names = items.map { item in
                "\(item)" + (reloadedItemSet.contains(item) ? "*" : "") + (reconfiguredItemSet.contains(item) ? "~" : "")
            }
            return "\(section)\(sectionMark):" + names.joined(separator: ",")
        }.joined(separator: "|")
    }

    /// `NSDiffableDataSourceSnapshot(…)` around ``description``.
    ///
    /// - Complexity: O(*n*).
    public var debugDescription: String {
        "NSDiffableDataSourceSnapshot(\(numberOfSections) sections, \(numberOfItems) items: \(description))"
    }
}
