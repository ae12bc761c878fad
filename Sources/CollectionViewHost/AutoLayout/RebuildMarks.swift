/// What an Auto Layout engine's rebuild writes on each view and guide it visits, so that "is this view in the
/// island?", "is it taken part yet?" and "at which position?" are a field read instead of a set or dictionary
/// lookup (a rebuild asks them for every item of every constraint).
///
/// Each rebuild draws a fresh mark (`AutoLayoutEngine.nextRebuildMark()`); a field equal to the current mark was
/// written by this rebuild, any other value is stale and means "no". Nothing a rebuild calls between drawing its
/// mark and reading the last position starts another rebuild.
struct RebuildMarks {
    /// The mark of the last rebuild that found the view in its island.
    var member: UInt = 0
    /// The mark of the last rebuild that took the item part.
    var taken: UInt = 0
    /// The item's position among that rebuild's participants (views) or guides, valid while `taken` is current.
    var position = 0
}

extension AutoLayoutEngine {
    /// The last mark drawn (main-actor state, like the views it marks).
    private static var lastRebuildMark: UInt = 0

    /// A mark no view or guide carries yet.
    static func nextRebuildMark() -> UInt {
        lastRebuildMark &+= 1
        return lastRebuildMark
    }
}
