import CollectionGeometry

/// How a horizontal or vertical group decides how many subitems it holds.
public enum GroupRepetition: Hashable, Sendable, Codable {
    /// Repeat the subitems in order until the group's length is used up (`subitems:`).
    case fill
    /// Exactly `n` copies sharing the group's length equally (`subitem:count:`).
    case count(Int)
    /// Exactly `n` copies at the subitem's own size (`repeatingSubitem:count:`).
    case repeating(Int)
}
