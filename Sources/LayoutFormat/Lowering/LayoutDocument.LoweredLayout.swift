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

        /// Solves the layout.
        ///
        /// - Complexity: that of the layout core's solve: O(s + g) for s sections and g groups solved eagerly
        ///   (uniform sections cost O(1) each, whatever their item count).
        public func solve() -> LayoutResult {
            let frames = customGroupFrames
            return LayoutResult(solving: input, rightToLeft: isRightToLeft, customFrames: { provider, _, _ in
                frames.indices.contains(provider) ? frames[provider] : []
            })
        }
    }
}
