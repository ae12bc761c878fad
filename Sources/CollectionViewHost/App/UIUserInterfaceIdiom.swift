/// The kind of interface an app runs in (UIKit's `UIUserInterfaceIdiom`): phone, pad, and the others UIKit
/// names. ``UIDevice/userInterfaceIdiom`` reports the simulated device's (``HeadlessDevice``).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch interface.
    case phone = 0
    /// An iPad interface.
    case pad = 1
    /// An Apple TV interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac interface (Mac Catalyst optimized for Mac).
    case mac = 5
    /// A visionOS interface.
    case vision = 6
}
