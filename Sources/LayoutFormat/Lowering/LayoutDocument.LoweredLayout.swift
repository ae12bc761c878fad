import CollectionGeometry
import LayoutCore

extension LayoutDocument {
    /// A document lowered to the layout core for one view: the ``LayoutCore/LayoutInput`` a
    /// `UICollectionViewCompositionalLayout` built from the document would solve, and what the solve needs beside
    /// it (the custom groups' frames, the layout direction). Solving it needs no UIKit-named object and no main
    /// actor, so documents can be laid out on any thread, several at once.
    ///
    /// Made by ``LayoutDocument/lowered(in:itemCounts:)``.
    ///
    /// Beyond UIKit.
    public struct LoweredLayout: Sendable {
        /// The input of the layout pass.
        public var input: LayoutInput
        /// Whether the layout is solved right to left (mirrored at query time).
        public var isRightToLeft: Bool
        /// The frames of each custom group, by the provider number its ``LayoutCore/GroupSpec/Kind/custom(_:)``
        /// carries: a document's custom groups give fixed frames, whatever the group's size.
        public var customGroupFrames: [[CustomItemFrame]]
        /// The list configuration of each list section, by section index (absent for other sections).
        public var listSections: [Int: ListSection]
        /// The waterfall of each waterfall section, by section index (absent for other sections): where the solve
        /// asks for item heights and full-span items.
        public var waterfallSections: [Int: WaterfallSection]
        /// The variants chosen for each section described by variants, by section index: the variant's index at each
        /// level. What ``LayoutDocument/pointer(for:in:prefix:)`` follows.
        var variantChoices: [Int: [Int]] = [:]

        /// Creates a lowered layout from its parts.
        public init(input: LayoutInput, isRightToLeft: Bool, customGroupFrames: [[CustomItemFrame]], listSections: [Int: ListSection],
                    waterfallSections: [Int: WaterfallSection] = [:]) {
            self.input = input
            self.isRightToLeft = isRightToLeft
            self.customGroupFrames = customGroupFrames
            self.listSections = listSections
            self.waterfallSections = waterfallSections
        }

        /// Solves the layout, with every item of the waterfall sections placed (the layout core places them lazily,
        /// as queries reach them; a picture of the whole content needs them all, and its content size is exact then).
        ///
        /// - Complexity: that of the layout core's solve: O(s + g) for s sections and g groups solved eagerly
        ///   (uniform sections cost O(1) each, whatever their item count), plus O(n · c) for the n items of waterfall
        ///   sections of c columns.
        public func solve() -> LayoutResult {
            let frames = customGroupFrames
            let sources = waterfallSources
            var result = LayoutResult(solving: input, rightToLeft: isRightToLeft, customFrames: { provider, _, _ in
                frames.indices.contains(provider) ? frames[provider] : []
            }, waterfallSources: sources)
            for section in waterfallSections.keys.sorted() where section < input.itemCounts.count && input.itemCounts[section] > 0 {
                result.placeWaterfallItems(upTo: input.itemCounts[section] - 1, inSection: section, input: input,
                                           isRightToLeft: isRightToLeft, sources: sources)
            }
            return result
        }

        /// The item sources of the waterfall sections: each item's height from the section's repeating heights, and
        /// its full span from the section's list.
        var waterfallSources: WaterfallSources {
            let waterfalls = waterfallSections
            return { section in waterfalls[section]?.itemSource }
        }
    }
}
