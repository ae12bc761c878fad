/// The built-in examples, in presentation order, and lookup by identifier.
public enum LayoutExampleCatalog {
    /// Every built-in example.
    public static let all: [LayoutExample] = [
        .basicList, .grid, .twoColumn, .nestedGroups, .orthogonalCarousel, .appStoreRow, .appStorePage,
        .rankSection, .badges, .headersAndFooters, .pinnedHeaders, .sectionBackground, .staircase,
        .waterfall, .pinterestWaterfall, .rewardsPage, .oversizedItem, .settingsList, .flowGrid,
    ]

    /// The example with `id`, if there is one.
    ///
    /// - Complexity: O(n) for n examples.
    public static func example(withID id: String) -> LayoutExample? {
        all.first { $0.id == id }
    }

    /// The examples named by `ids`, in that order (duplicates dropped); every example when `ids` is empty.
    ///
    /// - Throws: ``UnknownLayoutExampleError`` naming the first identifier that matches no example.
    /// - Complexity: O(n · m) for n examples and m identifiers.
    public static func examples(withIDs ids: [String]) throws(UnknownLayoutExampleError) -> [LayoutExample] {
        guard !ids.isEmpty else { return all }
        var seen: Set<String> = []
        var result: [LayoutExample] = []
        for id in ids where seen.insert(id).inserted {
            guard let example = example(withID: id) else {
                throw UnknownLayoutExampleError(id: id, knownIDs: all.map(\.id))
            }
            result.append(example)
        }
        return result
    }
}

/// An example identifier that names no built-in example.
public struct UnknownLayoutExampleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier asked for.
    public let id: String
    /// The identifiers that exist.
    public let knownIDs: [String]

    /// Says what was asked for and what exists.
    public var description: String {
        "unknown example '\(id)'; known examples: \(knownIDs.joined(separator: ", "))"
    }
}
