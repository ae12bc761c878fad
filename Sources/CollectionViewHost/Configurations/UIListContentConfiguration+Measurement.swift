import CollectionGeometry

extension UIListContentConfiguration {
    /// The size of the content laid out in `width`: margins, image, texts and paddings. Beyond UIKit (on iOS
    /// the content view answers through Auto Layout); `UIListContentView.sizeThatFits(_:)` and self-sizing
    /// list cells use it.
    ///
    /// The rule, with every text height and width rounded up to the pixel grid of `traitCollection`:
    /// - the content column is `width` minus the leading and trailing margins; an image takes its layout
    ///   size (its size fitted to `maximumSize`, widened to `reservedLayoutSize`) plus `imageToTextPadding`
    ///   from the column's leading side, and the texts wrap in what is left;
    /// - stacked texts are `text`, `textToSecondaryTextVerticalPadding`, then `secondaryText` (the padding
    ///   only when both are present); with `prefersSideBySideTextAndSecondaryText`, both texts sit on one row
    ///   separated by `textToSecondaryTextHorizontalPadding` when their single-line widths fit, and stack
    ///   otherwise;
    /// - the height is the top margin, the taller of the texts and the image, and the bottom margin.
    ///
    /// A `width` that is not finite or not positive measures the natural width (no wrapping); the returned
    /// width is then the content's own. Empty and missing texts take no space; fonts follow the trait
    /// collection's content size category when `adjustsFontForContentSizeCategory` is on.
    ///
    /// - Parameters:
    ///   - width: The width available, margins included.
    ///   - traitCollection: The traits to resolve fonts and the pixel grid with (``UITraitCollection/current``
    ///     by default).
    ///   - measurer: The text measurer (``TextMeasuringRegistry/global`` by default).
    /// - Complexity: O(n) in the length of the texts.
    public func measuredSize(fittingWidth width: CGFloat, traitCollection: UITraitCollection = .current,
                             measurer: any TextMeasuring = TextMeasuringRegistry.global) -> CGSize {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        func pixel(_ length: CGFloat) -> CGFloat {
            guard length.isFinite, length > 0 else { return 0 }
            return ((length * scale) - 1e-9).rounded(.up) / scale
        }
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        let margins = NSDirectionalEdgeInsets(top: clean(directionalLayoutMargins.top),
                                              leading: clean(directionalLayoutMargins.leading),
                                              bottom: clean(directionalLayoutMargins.bottom),
                                              trailing: clean(directionalLayoutMargins.trailing))
        let limited = width.isFinite && width > 0
        let imageSize = image.map { imageProperties.layoutSize(of: $0) } ?? .zero
        let primary = text.flatMap { $0.isEmpty ? nil : textProperties.transformed($0) }
        let secondary = secondaryText.flatMap { $0.isEmpty ? nil : secondaryTextProperties.transformed($0) }
        let hasTexts = primary != nil || secondary != nil
        let imageAdvance = image == nil ? 0 : pixel(imageSize.width) + (hasTexts ? clean(imageToTextPadding) : 0)

        let column: CGFloat = limited
            ? max(width - margins.leading - margins.trailing - imageAdvance, 0) : .infinity
        func measure(_ string: String?, _ properties: TextProperties, in columnWidth: CGFloat) -> CGSize {
            guard let string else { return .zero }
            // A column with no room left still wraps: one glyph per line, never "unlimited".
            let measured = measurer.measure(string, font: properties.effectiveFont(for: traitCollection),
                                            constrainedToWidth: columnWidth > 0 ? columnWidth : .leastNonzeroMagnitude,
                                            numberOfLines: properties.numberOfLines,
                                            lineBreakMode: properties.lineBreakMode)
            return CGSize(width: pixel(measured.size.width), height: pixel(measured.size.height))
        }

        var texts = CGSize.zero
        var placed = false
        if prefersSideBySideTextAndSecondaryText, primary != nil, secondary != nil {
            let first = measure(primary, textProperties, in: .infinity)
            let second = measure(secondary, secondaryTextProperties, in: .infinity)
            let padding = clean(textToSecondaryTextHorizontalPadding)
            if first.width + padding + second.width <= column {
                texts = CGSize(width: first.width + padding + second.width, height: max(first.height, second.height))
                placed = true
            }
        }
        if !placed {
            let first = measure(primary, textProperties, in: column)
            let second = measure(secondary, secondaryTextProperties, in: column)
            let padding = primary != nil && secondary != nil ? clean(textToSecondaryTextVerticalPadding) : 0
            texts = CGSize(width: max(first.width, second.width), height: first.height + padding + second.height)
        }
        let contentHeight = max(texts.height, image == nil ? 0 : pixel(imageSize.height))
        let height = margins.top + contentHeight + margins.bottom
        let naturalWidth = margins.leading + imageAdvance + texts.width + margins.trailing
        return CGSize(width: limited ? width : clean(naturalWidth), height: clean(height))
    }
}
