import CollectionGeometry

/// The scroll axis of a layout.
public enum ScrollAxis: String, Sendable, Hashable, Codable {
    /// Content scrolls up and down.
    case vertical
    /// Content scrolls left and right.
    case horizontal
}
