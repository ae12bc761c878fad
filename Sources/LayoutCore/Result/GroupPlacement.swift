import CollectionGeometry

/// How a section stores its groups: one case per storage mode, each with its own solve and its own query.
package enum GroupPlacement: Sendable {
    /// Every group is the same template, `groupStep` apart: O(1) memory whatever the item count.
    case uniform(GroupTemplate)
    /// Groups that share a partition but not a length (measured self-sizing groups), in an offset tree.
    case variable(VariableGroups)
    /// One template and origin per group: groups whose partition depends on measured sizes, and
    /// self-sizing orthogonal sections.
    case explicit(ExplicitGroups)
    /// A waterfall section's items, placed lazily in columns (beyond UIKit).
    case waterfall(WaterfallItems)
}
