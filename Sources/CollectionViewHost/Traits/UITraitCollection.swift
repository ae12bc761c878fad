import CollectionGeometry

/// The traits of an interface environment (UIKit's `UITraitCollection`): appearance, size classes, display
/// scale, layout direction, preferred text size and the device idiom. Immutable and `Sendable`, as in UIKit; make variants
/// with the single-trait initializers, ``init(traitsFrom:)`` or ``modifyingTraits(_:)``.
///
/// A trait left unspecified (`.unspecified`, a display scale of 0) takes no part in merging and
/// comparison by ``containsTraits(in:)``.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels (0 = unspecified).
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The kind of device the interface is for (phone, pad, …).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A trait collection with every trait unspecified, as UIKit's `init()`.
    public convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0,
                  direction: .unspecified, category: .unspecified)
    }

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, direction: UITraitEnvironmentLayoutDirection, category: UIContentSizeCategory,
         idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        // A non-finite or negative scale is treated as unspecified.
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        layoutDirection = direction
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
    }

    /// A collection specifying only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(mutations: { $0.userInterfaceStyle = userInterfaceStyle })
    }

    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(mutations: { $0.horizontalSizeClass = horizontalSizeClass })
    }

    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(mutations: { $0.verticalSizeClass = verticalSizeClass })
    }

    /// A collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(mutations: { $0.displayScale = displayScale })
    }

    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(mutations: { $0.layoutDirection = layoutDirection })
    }

    /// A collection specifying only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(mutations: { $0.preferredContentSizeCategory = preferredContentSizeCategory })
    }

    /// A collection specifying only the device idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(mutations: { $0.userInterfaceIdiom = userInterfaceIdiom })
    }

    /// Merges collections: for each trait, the last collection that specifies it wins.
    ///
    /// - Complexity: O(n), n = collections.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var traits = TraitValues(UITraitCollection())
        for collection in traitCollections { traits.merge(collection) }
        self.init(traits)
    }

    /// A collection built by `mutations` from an all-unspecified one (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitValues(UITraitCollection())
        mutations(&traits)
        self.init(traits as? TraitValues ?? TraitValues(UITraitCollection()))
    }

    convenience init(_ values: TraitValues) {
        self.init(style: values.userInterfaceStyle, horizontal: values.horizontalSizeClass,
                  vertical: values.verticalSizeClass, scale: values.displayScale,
                  direction: values.layoutDirection, category: values.preferredContentSizeCategory,
                  idiom: values.userInterfaceIdiom)
    }

    /// A copy with the traits `mutations` changes (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitValues(self)
        mutations(&traits)
        return UITraitCollection(traits as? TraitValues ?? TraitValues(self))
    }

    /// Whether every trait `traitCollection` specifies has the same value here.
    public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether a change from `previousTraitCollection` changes how dynamic colours resolve (the appearance).
    public func hasDifferentColorAppearance(comparedTo previousTraitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits of an iPhone in portrait, headless: light, compact width, regular height, 3×, left to
    /// right, the large (default) text size, the phone idiom. Views start with these traits. Beyond UIKit.
    public static let defaultPhone = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: 3,
                                                       direction: .leftToRight, category: .large, idiom: .phone)

    // MARK: The current trait collection

    @TaskLocal private static var scopedCurrent: UITraitCollection?
    private static let processCurrent = LockedTraitCollection(defaultPhone)

    /// The trait collection dynamic colours and fonts resolve with when no other is given: the one installed
    /// by ``performAsCurrent(_:)`` around the running code, otherwise the process-wide value (initially
    /// ``defaultPhone``). Setting it changes the process-wide value.
    public static var current: UITraitCollection {
        get { scopedCurrent ?? processCurrent.value }
        set { processCurrent.value = newValue }
    }

    /// Runs `actions` with this collection as ``current`` (for the running task or thread only).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.$scopedCurrent.withValue(self) { try actions() }
    }

    /// Whether two values are equal (see the type's discussion for what counts).
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
            && lhs.layoutDirection == rhs.layoutDirection
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
    }

    /// The traits, for debugging (the idiom when it is specified).
    public var description: String {
        let idiom = userInterfaceIdiom == .unspecified ? "" : ", UserInterfaceIdiom = \(userInterfaceIdiom)"
        return "<UITraitCollection: UserInterfaceStyle = \(userInterfaceStyle), HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), DisplayScale = \(displayScale), "
            + "LayoutDirection = \(layoutDirection), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)"
            + idiom + ">"
    }
}

/// The process-wide current trait collection, behind a lock.
private final class LockedTraitCollection: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: UITraitCollection

    init(_ initial: UITraitCollection) { stored = initial }

    var value: UITraitCollection {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
