import CollectionGeometry

/// What an animation shows outside its active time (Core Animation's `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The model value shows before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the animation ends (while the animation is not removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
