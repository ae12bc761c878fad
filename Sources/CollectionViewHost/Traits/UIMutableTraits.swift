import CollectionGeometry

/// Traits being edited (UIKit's `UIMutableTraits`, iOS 17), handed to
/// ``UITraitCollection/modifyingTraits(_:)`` and ``UITraitCollection/init(mutations:)``.
public protocol UIMutableTraits {
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Points to pixels (0 = unspecified).
    var displayScale: CGFloat { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The kind of device the interface is for.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

/// The editable copy of a trait collection's values.
struct TraitValues: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var displayScale: CGFloat
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var preferredContentSizeCategory: UIContentSizeCategory
    var userInterfaceIdiom: UIUserInterfaceIdiom

    init(_ collection: UITraitCollection) {
        userInterfaceStyle = collection.userInterfaceStyle
        horizontalSizeClass = collection.horizontalSizeClass
        verticalSizeClass = collection.verticalSizeClass
        displayScale = collection.displayScale
        layoutDirection = collection.layoutDirection
        preferredContentSizeCategory = collection.preferredContentSizeCategory
        userInterfaceIdiom = collection.userInterfaceIdiom
    }

    /// Takes every trait `collection` specifies.
    mutating func merge(_ collection: UITraitCollection) {
        if collection.userInterfaceStyle != .unspecified { userInterfaceStyle = collection.userInterfaceStyle }
        if collection.horizontalSizeClass != .unspecified { horizontalSizeClass = collection.horizontalSizeClass }
        if collection.verticalSizeClass != .unspecified { verticalSizeClass = collection.verticalSizeClass }
        if collection.displayScale > 0 { displayScale = collection.displayScale }
        if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
        if collection.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = collection.preferredContentSizeCategory
        }
        if collection.userInterfaceIdiom != .unspecified { userInterfaceIdiom = collection.userInterfaceIdiom }
    }
}
