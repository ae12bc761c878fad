import CollectionGeometry

/// How an accessibility element behaves and what it is (UIKit's `UIAccessibilityTraits`), combined as a set.
///
/// The raw values are this library's own bit positions (UIKit does not document its values); code that combines,
/// tests or stores traits through the named constants behaves as on iOS.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element provides summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element frequently updates its label or value.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously through a range of values (a slider, a stepper).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element causes an automatic page turn when VoiceOver finishes reading its text.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element behaves like a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element behaves like a toggle button (a switch).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}
