import CollectionGeometry

extension UISearchBar {
    /// The title of the cancel button (UIKit's, in English).
    static let cancelButtonTitle = "Cancel"
    /// The size of the cancel button's title font (UIKit's bar button font, 17 pt).
    static let cancelButtonFontSize: CGFloat = 17

    /// The width the cancel button takes beside the search field: its title measured in the 17-pt system font,
    /// rounded up to the pixel grid, plus the 8-pt gap before it (chosen, as the field's inset).
    var cancelButtonRoom: CGFloat {
        let font = UIFont.systemFont(ofSize: Self.cancelButtonFontSize)
        let width = effectiveTextMeasurer.measure(Self.cancelButtonTitle, font: font, constrainedToWidth: 0, numberOfLines: 1,
                                                  lineBreakMode: .byClipping).size.width
        return ceilToPixel(width) + Self.searchFieldInset
    }
}
