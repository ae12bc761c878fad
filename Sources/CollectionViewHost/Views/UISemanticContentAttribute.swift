import CollectionGeometry

/// How a view's content is laid out in either direction (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// Follow the system's layout direction (left to right here, unless changed).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
