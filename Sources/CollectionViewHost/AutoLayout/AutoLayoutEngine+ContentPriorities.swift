import CollectionGeometry

extension AutoLayoutEngine {
    /// A view's compression resistance and hugging priorities on both axes, in the order of the engine's
    /// intrinsic-size pins: width ≥ (compression resistance), width ≤ (hugging), height ≥, height ≤.
    struct ContentPriorities: Equatable {
        var horizontalCompression: UILayoutPriority
        var horizontalHugging: UILayoutPriority
        var verticalCompression: UILayoutPriority
        var verticalHugging: UILayoutPriority

        @MainActor init(of view: UIView) {
            horizontalCompression = view.contentCompressionResistancePriority(for: .horizontal)
            horizontalHugging = view.contentHuggingPriority(for: .horizontal)
            verticalCompression = view.contentCompressionResistancePriority(for: .vertical)
            verticalHugging = view.contentHuggingPriority(for: .vertical)
        }

        /// The priority of pin `slot` (0…3).
        subscript(slot: Int) -> UILayoutPriority {
            switch slot {
            case 0: horizontalCompression
            case 1: horizontalHugging
            case 2: verticalCompression
            default: verticalHugging
            }
        }
    }
}
