import CollectionGeometry

/// What a custom detent's resolver reads (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container (the window).
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have: the height of the large detent, the sheet's full height less the
    /// bottom safe-area inset.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet presentation controller resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}
